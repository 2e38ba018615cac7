/** Small text helpers for showing and searching server text. */

/** Trimmed, single-spaced and lower-case: the form two texts are compared in. */
export function normaliseText(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** Client-side search: true when `text` contains `query`, ignoring case; '' matches everything. */
export function includesText(text: string, query: string): boolean {
  const needle = normaliseText(query);
  return needle === '' || normaliseText(text).includes(needle);
}

/** 'under construction' reads 'Under construction'; stored values keep their own spelling. */
export function capitalise(value: string): string {
  const text = value.trim();
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : '';
}
