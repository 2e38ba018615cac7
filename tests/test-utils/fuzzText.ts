/**
 * Text people type in any script, for the property-based suites: other scripts and directions,
 * emoji, combining marks, astral letters and control characters, around at least one grapheme.
 */
import fc from 'fast-check';

/** Pieces of text in other scripts and directions, emoji, combining marks, astral letters and control characters. */
const AWKWARD_PIECES = [
  'שלום',
  'مرحبا بكم',
  '\u202Eevil\u202C',
  '\u200F',
  '👨‍👩‍👧‍👦',
  '🏠',
  'e\u0301',
  'ଓଡ଼ିଆ',
  '𝔘𝔫𝔦',
  '𠜎',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u2028',
  '\u2029',
  '\t',
  '\n',
  '\uFEFF',
];
export const awkwardText: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    fc.array(
      fc.oneof(
        fc.constantFrom(...AWKWARD_PIECES),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
        fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 4 }),
      ),
      { maxLength: 6 },
    ),
  )
  .map(([visible, pieces]) => [...pieces.slice(0, 3), visible, ...pieces.slice(3)].join(''));

/** Cells a spreadsheet would run as formulas (and phone-like ones it would not), for the CSV export. */
export const formulaText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('=', '@', '+', '-', '\t', '\r', '+91 ', '-2+3', '=HYPERLINK("x")'), awkwardText)
  .map(([start, rest]) => start + rest);
