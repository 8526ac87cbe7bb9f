/**
 * A small iCalendar (RFC 5545) writer: VCALENDAR with VEVENTs, times in UTC, text escaped, content
 * lines folded at 75 octets and ended by CRLF. Enough for calendars of notice dates; no recurrence.
 */

export type TCalendarEvent = {
  /** Globally unique and stable: the same event downloaded again replaces the copy a calendar holds. */
  uid: string;
  start: Date;
  /** Without an end the event is a moment (RFC 5545 3.6.1: it ends when it starts). */
  end?: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Raised with each revision of what the event describes, so calendars take the newer copy. */
  sequence?: number;
  /** A reminder this many minutes before the start. */
  alarmMinutesBefore?: number;
};

export type TCalendar = {
  /** PRODID: who wrote the calendar ('-//Company//Product//Language'). */
  productId: string;
  /** Shown by some clients as the calendar's name (X-WR-CALNAME). */
  name?: string;
  events: readonly TCalendarEvent[];
  /** DTSTAMP of every event: when this copy was made. */
  now: Date;
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * One content line folded (RFC 5545 3.1): at most 75 octets per physical line, continuation lines
 * starting with a space; a UTF-8 character is never split (a Chinese character is 3 octets).
 */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

/** A UTC DATE-TIME value: 20261201T013000Z. */
export const utcDateTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

const eventLines = (event: TCalendarEvent, now: Date): string[] => [
  'BEGIN:VEVENT',
  `UID:${event.uid}`,
  `DTSTAMP:${utcDateTime(now)}`,
  `DTSTART:${utcDateTime(event.start)}`,
  ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : []),
  ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
  `SUMMARY:${escapeText(event.summary)}`,
  ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
  ...(event.location === undefined ? [] : [`LOCATION:${escapeText(event.location)}`]),
  // URI values are not TEXT: no escaping (RFC 5545 3.3.13).
  ...(event.url === undefined ? [] : [`URL:${event.url}`]),
  ...(event.alarmMinutesBefore === undefined
    ? []
    : [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER:-PT${event.alarmMinutesBefore}M`,
        'END:VALARM',
      ]),
  'END:VEVENT',
];

/** The calendar as an iCalendar object (text/calendar), every line folded and ended by CRLF. */
export const writeCalendar = (calendar: TCalendar): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name === undefined ? [] : [`X-WR-CALNAME:${escapeText(calendar.name)}`]),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ]
    .map((line) => `${foldLine(line)}${CRLF}`)
    .join('');
