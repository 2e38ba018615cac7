import { company } from '@/config/company';

/**
 * What an Odia or Hindi page may write in Latin letters: the brand, the trade's own abbreviations,
 * the social networks' names, and what a reader copies as written (e-mail addresses, web
 * addresses). Anything else in Latin on such a page is a missing translation.
 */
const LATIN_TERMS = [
  /Kalinga Habitats/g,
  /\bKalinga\b/g,
  /\bBHK\b/g,
  // A file's kind and a code's name as every phone writes them.
  /\bPDF\b/g,
  /\bQR\b/g,
  // Followed by anything but a letter: a tile's value can run into its note ('sq ft1.5 acres').
  /\bsq\.? ?ft(?![A-Za-z])/g,
  /\bRERA\b/g,
  /\b(Facebook|Instagram|WhatsApp)\b/g,
  // A keyboard shortcut, as the keys are printed.
  /\bAlt\+T\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
];

/** The runs of Latin letters left in `text` once the allowed terms and placeholders are taken out. */
export function strayLatin(text: string, allowed: readonly string[] = []): string[] {
  let rest = text.replace(/\{\w+\}/g, ' ');
  // Longest first: a name that holds another ('Emerald Greens Villas') goes whole.
  for (const term of [...allowed].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(' ');
  for (const term of LATIN_TERMS) rest = rest.replace(term, ' ');
  return rest.match(/[A-Za-z]+(?:[ '’-][A-Za-z]+)*/g) ?? [];
}

/** Odia letters and signs (the danda it shares with Devanagari is not among them). */
export const ODIA = /[\u0B00-\u0B7F]/;
/** Devanagari letters and signs, without the dandas Odia writes too. */
export const DEVANAGARI = /[\u0900-\u0963\u0966-\u097F]/;

/** The company's address, written as it is on every page. */
export const COMPANY_ADDRESS = Object.values(company.address);

/**
 * The stray Latin words a page in Odia or Hindi shows a reader: in its text and in the alt texts,
 * labels, titles and placeholders a screen reader reads, outside content marked `lang="en"` (what
 * the backend holds). Phone numbers and the company's address, written as they are, are allowed.
 */

export function strayLatinOnPage(
  root: Element = document.body,
  allowed: readonly string[] = COMPANY_ADDRESS,
): string[] {
  const page = root.cloneNode(true) as Element;
  page.querySelectorAll('[lang="en"], script, style, template').forEach((element) => element.remove());
  // An element hidden from screen readers has its words read by no one but the eye: its text counts, its labels do not.
  const attributes = Array.from(
    page.querySelectorAll(
      ':is([alt], [aria-label], [title], [placeholder]):not([aria-hidden="true"], [aria-hidden="true"] *)',
    ),
    (element) =>
      ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join(' '),
  );
  return strayLatin([page.textContent ?? '', ...attributes].join(' '), allowed);
}
