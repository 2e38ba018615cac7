/**
 * A message's placeholders, `{name}`, filled in. A placeholder the values lack stays as written,
 * so a test (and a reader) sees it rather than an empty gap.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The placeholders a message names, sorted: every language must name the same. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '').sort();
}
