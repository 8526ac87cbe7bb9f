import { CHINA_UTC_OFFSET_MINUTES, DATE_FORMAT, DATE_TIME_FORMAT, EMPTY_DATE } from '@supportal/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from './dayjs';

export type TDateInput = string | number | Date | null | undefined;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' without a zone: the wire's China time. */
const ZONELESS_WIRE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;

/**
 * Reads a time as an instant shown in China time (+08:00), whatever the zone of the machine, so the
 * server and a browser in another zone print the same text (no hydration mismatch).
 */
export const toChinaTime = (value: TDateInput): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  let instant: Dayjs;
  const wireTime = typeof value === 'string' ? ZONELESS_WIRE_TIME.exec(value.trim()) : null;
  if (wireTime) {
    const [, datePart, timePart = '00:00:00'] = wireTime;
    instant = dayjs(`${datePart}T${timePart.length === 5 ? `${timePart}:00` : timePart}+08:00`);
  } else {
    instant = dayjs(value);
  }
  return instant.isValid() ? instant.utcOffset(CHINA_UTC_OFFSET_MINUTES) : null;
};

/** 'YYYY-MM-DD', or '--' when missing or unreadable. */
export const formatDate = (value: TDateInput): string =>
  toChinaTime(value)?.format(DATE_FORMAT) ?? EMPTY_DATE;

/** 'YYYY-MM-DD HH:mm:ss', or '--' when missing or unreadable. */
export const formatDateTime = (value: TDateInput): string =>
  toChinaTime(value)?.format(DATE_TIME_FORMAT) ?? EMPTY_DATE;

/** Header date: 'YYYY年MM月DD日 星期X'. */
export const formatHeaderDate = (instant: number): string =>
  toChinaTime(instant)?.locale('zh-cn').format('YYYY年MM月DD日 dddd') ?? '';

/** Header clock: 'HH:mm:ss'. */
export const formatClockTime = (instant: number): string => toChinaTime(instant)?.format('HH:mm:ss') ?? '';

/** Calendar year in China time (footer copyright). */
export const chinaYear = (instant: number): number =>
  toChinaTime(instant)?.year() ?? new Date(instant).getFullYear();
