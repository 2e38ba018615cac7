/**
 * Property-based: applications whose fields hold any script, control characters, quotes, commas,
 * line breaks and formula-like starts come back out of 'Export CSV' cell for cell, parsed as a
 * spreadsheet reads the file; a cell a spreadsheet would run as a formula comes back with the one
 * leading apostrophe that neutralises it, and nothing else changes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_HEADER } from '@/features/careers/admin/applicationList';
import type { JobApplication } from '@/features/careers/schema';
import { server } from '@/mocks/node';
import { makeApplication } from '@tests/test-utils/fixtures';
import { awkwardText, formulaText } from '@tests/test-utils/fuzzText';
import { renderApp, signIn } from '@tests/test-utils/render';

const ALL = '*/real-estate/jobs/get-all-applications';

/** As a spreadsheet reads CSV: quoted cells may hold commas, quotes ("") and line breaks; any line break outside quotes ends a row. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < csv.length; at += 1) {
    const char = csv[at]!;
    if (quoted) {
      if (char === '"' && csv[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && csv[at + 1] === '\n') at += 1;
    } else cell += char;
  }
  expect(quoted).toBe(false);
  expect(cell === '' && row.length === 0).toBe(true);
  return rows;
}

/** The file 'Export CSV' saves: jsdom does not download, so the blob is caught. */
function catchExports(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

/** The file's text, its byte-order mark kept (jsdom's Blob has no text(); FileReader reads it). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** A spreadsheet runs a cell starting so as a formula, unless it is a phone-like '+91 ...' or '-'. */
const runsAsFormula = (cell: string) =>
  /^[=@\t\r]/.test(cell) || (/^[+-]/.test(cell) && !/^[+-][\d\s().-]*$/.test(cell));

const typed = fc.oneof(awkwardText, formulaText, fc.constantFrom('', 'a "quoted", text\r\nover lines'));

/** Up to six applications, newest first, each field as a visitor may have typed it. */
const applications = fc
  .array(fc.tuple(typed, typed, typed, typed, typed, typed, typed), { minLength: 1, maxLength: 6 })
  .map((rows) =>
    rows.map(([name, email, phone, role, type, letter]): JobApplication =>
      makeApplication(1, {
        name,
        email,
        phone,
        jobData: { role, type },
        jobLetter: letter,
        resume: '',
      }),
    ),
  )
  .map((list) =>
    list.map((application, index) => ({
      ...application,
      _id: `app-${index}`,
      createdAt: new Date(Date.UTC(2026, 0, 31 - index, 9)).toISOString(),
    })),
  );

describe('Job Applications: the CSV export of anything typed', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('gives back every field as typed, only formulas neutralised', { timeout: 120_000 }, async () => {
    const blobs = catchExports();
    let answer: JobApplication[] = [makeApplication(1)];
    server.use(http.get(ALL, () => HttpResponse.json({ data: answer })));
    const { client, user } = renderApp('/job-applications');
    await screen.findByRole('heading', { name: 'Job Applications', level: 1 });

    await fc.assert(
      fc.asyncProperty(applications, async (list) => {
        answer = list;
        await act(async () => {
          await client.refetchQueries();
        });
        await waitFor(() =>
          expect(
            screen.getByText(`${list.length} application${list.length === 1 ? '' : 's'}`),
          ).toBeInTheDocument(),
        );
        const before = blobs.length;
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(blobs).toHaveLength(before + 1);
        const csv = await textOf(blobs[before]!);
        expect(csv.charCodeAt(0)).toBe(0xfeff);

        const [header, ...rows] = parseCsv(csv.slice(1));
        expect(header).toEqual(EXPORT_HEADER);
        expect(rows).toHaveLength(list.length);
        rows.forEach((row, index) => {
          const { name, email, phone, jobData, jobLetter } = list[index]!;
          expect(row[0]).toMatch(/^2026-01-\d\d \d\d:\d\d$/);
          const typedCells = [name, email, phone, jobData.role, jobData.type, jobLetter];
          expect(row.slice(1, 7)).toEqual(
            typedCells.map((cell) => (runsAsFormula(cell) ? `'${cell}` : cell)),
          );
          expect(row[7]).toBe('');
        });
      }),
      { numRuns: 40 },
    );
  });
});
