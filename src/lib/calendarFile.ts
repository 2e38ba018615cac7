/**
 * One event as an iCalendar file (RFC 5545) that calendar apps open: CRLF line ends, lines folded
 * at 75 octets, text values escaped, times in UTC so no time-zone definition has to travel with it.
 */
export interface CalendarEvent {
  /** Globally unique and kept for the same event: adding it again updates it rather than doubling it. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  /** Tentative for an event asked for and not yet confirmed (a site visit). */
  status: 'TENTATIVE' | 'CONFIRMED';
  /** Who made it, as `-//Company//Product//EN`. */
  producer: string;
}

export const CALENDAR_FILE_TYPE = 'text/calendar;charset=utf-8';

const MAX_LINE_OCTETS = 75;
/** C0 controls and DEL, which a TEXT value may not hold; line breaks are escaped before this. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const encoder = new TextEncoder();

/**
 * Backslash, semicolon and comma escaped, line breaks as `\n`: a TEXT value. Any other control
 * character (a tab or a stray byte in a name the backend holds) becomes a space: RFC 5545 allows
 * none in a TEXT value, and a calendar app may refuse the whole file for one.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, ' ');
}

/** A content line cut into lines of at most 75 octets, each continued with a space; never inside a character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts toward its 75 octets.
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** 20261203T043000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.producer}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
