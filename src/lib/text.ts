export function normaliseText(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export function includesText(text: string, query: string): boolean {
  const needle = normaliseText(query);
  return needle === '' || normaliseText(text).includes(needle);
}

export function capitalise(value: string): string {
  const text = value.trim();
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : '';
}
