export const NO_ID = 'This record has no id, so it cannot be opened or changed.';

/** A dot-only id would climb to another backend path, so it is refused and never sent. */
export function idPart(id: string): string {
  if (!id.trim() || /^\.{1,2}$/.test(id)) throw new Error(NO_ID);
  return encodeURIComponent(id);
}
