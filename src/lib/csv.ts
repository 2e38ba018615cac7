/** UTF-8 with a byte-order mark and CRLF rows, so Excel opens it as it is. */

const BOM = '\uFEFF';

/** A visitor's text must never run as a formula on the office's computer; a phone '+91 ...' is no formula. */
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

export function csvBlob(header: readonly string[], rows: readonly (readonly string[])[]): Blob {
  return new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
}
