import { CHINA_UTC_OFFSET_MINUTES } from '@supportal/contract';

const OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * 60_000;

/** 'YYYY-MM-DD HH:mm:ss' in China time, whatever the machine's zone; null stays null. */
export const formatChinaTime = (value: Date | null | undefined): string | null => {
  if (!value) return null;
  return new Date(value.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
};

/** RFC 3339 in China time ('2026-11-25T18:00:00+08:00'), as open-data formats want it. */
export const formatChinaRfc3339 = (value: Date): string =>
  `${new Date(value.getTime() + OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** Reads 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' as China time. */
export const parseChinaTime = (text: string): Date | null => {
  const [datePart, timePart = '00:00:00'] = text.trim().split(' ');
  const time = timePart.length === 5 ? `${timePart}:00` : timePart;
  const date = new Date(`${datePart}T${time}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
};
