import { describe, expect, it } from 'vitest';
import { csvBlob, toCsv } from '@/lib/csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends each row with CRLF, so Excel reads UTF-8', () => {
    const csv = toCsv(['Name', 'City'], [['Sourav', 'Bhubaneswar']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,City\r\nSourav,Bhubaneswar\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(['Letter'], [['Dear sir, I "love" plots\nThanks']]);
    expect(csv.slice(1)).toBe('Letter\r\n"Dear sir, I ""love"" plots\nThanks"\r\n');
  });

  it('keeps Odia and other non-Latin text as it is', () => {
    expect(toCsv(['Name'], [['ସୌରଭ ମିଶ୍ର']]).slice(1)).toBe('Name\r\nସୌରଭ ମିଶ୍ର\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas, but not phone numbers', () => {
    const rows = [
      ['=HYPERLINK("http://x")'],
      ['@SUM(A1)'],
      ['+cmd|calc'],
      ['-2+3'],
      ['+91 94370 12345'],
      ['-'],
    ];
    const lines = toCsv(['Cell'], rows).slice(1).split('\r\n');
    expect(lines.slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'@SUM(A1)",
      "'+cmd|calc",
      "'-2+3",
      '+91 94370 12345',
      '-',
    ]);
  });

  it('gives a text/csv file in UTF-8', async () => {
    const blob = csvBlob(['A'], [['b']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
