import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '@/lib/calendarFile';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('calendarFile', () => {
  it('writes one event as RFC 5545 asks (golden file)', () => {
    const file = calendarFile({
      uid: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0@www.example.in',
      stamp: new Date('2026-11-26T02:15:09.123Z'),
      start: new Date('2026-12-03T04:30:00Z'),
      end: new Date('2026-12-03T06:30:00Z'),
      summary: 'Site visit: Green Valley Residency',
      location: 'Plot 21, Patia; Bhubaneswar',
      description:
        'Your site visit.\nCall +91 94370 22110.\nhttps://www.example.in/property/Green%20Valley/1',
      url: 'https://www.example.in/property/Green%20Valley/1',
      status: 'TENTATIVE',
      producer: '-//Kalinga Habitats//Site visit//EN',
    });
    expect(file).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Kalinga Habitats//Site visit//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0@www.example.in',
        'DTSTAMP:20261126T021509Z',
        'DTSTART:20261203T043000Z',
        'DTEND:20261203T063000Z',
        'STATUS:TENTATIVE',
        'SUMMARY:Site visit: Green Valley Residency',
        'LOCATION:Plot 21\\, Patia\\; Bhubaneswar',
        'DESCRIPTION:Your site visit.\\nCall +91 94370 22110.\\nhttps://www.example.in',
        ' /property/Green%20Valley/1',
        'URL:https://www.example.in/property/Green%20Valley/1',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes any other control character as a space, which no TEXT value may hold', () => {
    expect(escapeText('Green\tValley\u0000 Tower\u001b[31m\u007f')).toBe('Green Valley  Tower [31m ');
    expect(escapeText('two\nlines')).toBe('two\\nlines');
  });

  it('folds at 75 octets, never inside a character, and unfolds to the same line', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(ascii).split('\r\n');
    expect(folded.every((line) => octets(line) <= 75)).toBe(true);
    expect(octets(folded[0]!)).toBe(75);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(ascii);

    // Odia letters are 3 octets each: a line never ends halfway through one.
    const odia = `LOCATION:${'ଭୁବନେଶ୍ୱର '.repeat(12)}`;
    const lines = foldLine(odia).split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(odia);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
