/**
 * A spam trap for public forms (HoneypotField.tsx draws it): a field people never see or reach,
 * that form-filling bots do fill. A form whose trap holds text pretends to succeed and sends nothing.
 */

/** The field's name: one bots like to fill and browsers do not autofill (it is not 'company'). */
export const HONEYPOT_NAME = 'website';

/** Whether the form's spam trap was filled (by a bot: people cannot reach it). */
export function isTrapped(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}
