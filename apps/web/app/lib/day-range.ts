import { DATE_FORMAT } from '@supportal/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from './dayjs';

/** A range picker's value: either bound may be open. */
export type TDayRange = [Dayjs | null, Dayjs | null] | null;

/** An address's YYYY-MM-DD bound as a picker's day. */
export const toDay = (value: string | undefined) => (value ? dayjs(value) : null);

/** A picker's day as the address's YYYY-MM-DD bound. */
export const fromDay = (value: Dayjs | null | undefined) => value?.format(DATE_FORMAT);

/** The address's two bounds as a range picker's value: none when neither is set. */
export const toDayRange = (from: string | undefined, to: string | undefined): TDayRange =>
  from || to ? [toDay(from), toDay(to)] : null;
