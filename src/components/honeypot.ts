/** A spam trap: a field people never see or reach but bots fill; a trapped form pretends to succeed. */

/** A name bots like to fill and browsers do not autofill. */
export const HONEYPOT_NAME = 'website';

export function isTrapped(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}
