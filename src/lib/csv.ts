/** A table as CSV that Excel opens as it is: UTF-8 with a byte-order mark, CRLF rows, RFC 4180 quoting. */

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, @, a tab or a carriage return first; + or -
 * first unless the cell is a plain number such as a phone '+91 94370 12345') gets a leading
 * apostrophe, so a value typed by a visitor cannot become a formula on the office's computer.
 */
function neutralised(cell: string): string {
  const risky = /^[=@\t\r]/.test(cell) || (/^[+-]/.test(cell) && !/^[+-][\d\s().-]*$/.test(cell));
  return risky ? `'${cell}` : cell;
}

function quoted(cell: string): string {
  const safe = neutralised(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
}

/** The CSV as a file to save. */
export function csvBlob(header: readonly string[], rows: readonly (readonly string[])[]): Blob {
  return new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
}
