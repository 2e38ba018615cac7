import type { Messages } from '@/lib/i18n/catalogue';
import { backendWord, type ShownWord } from '@/lib/i18n/backendWords';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { normaliseText } from '@/lib/text';
import type { Project } from '@/features/projects/schema';
import { PRICE_TYPES, publicStatus } from '@/features/projects/values';
import englishSummary from '@/lib/i18n/messages/en/shared/projectSummary';

const DEFAULT_PRICE_TEXT = 'Call For Price';

/** A project carries no amount: anything but a known price type (a typed number, a blank) reads 'Call For Price'. */
export function projectPriceText(priceType: string): string {
  const wanted = normaliseText(priceType);
  return PRICE_TYPES.find((type) => normaliseText(type) === wanted) ?? DEFAULT_PRICE_TEXT;
}

export function parkingText(parkingFacility: string): string {
  const value = normaliseText(parkingFacility);
  if (value === 'yes') return 'Available';
  if (value === 'no') return 'Not available';
  return parkingFacility.trim();
}

export function projectName(project: Project): string {
  return project.projectName.trim() || 'Untitled project';
}

/** An answer with neither an id nor a name is not a project (an empty or malformed record). */
export function isEmptyProject(project: Project): boolean {
  return !project._id.trim() && !project.projectName.trim();
}

/** A word as a page shows it; 'en' marks the backend's own text on a page in another language. */
export type { ShownWord };

/** The words of a project that come from the backend's lists (and its place), as a page shows them. */
export interface ProjectWords {
  status: ShownWord;
  type: ShownWord;
  parking: ShownWord;
  price: ShownWord;
  place: ShownWord;
}

/**
 * A project's status, type, parking, price type and place on a page in `language`: as stored on an
 * English page (a stored 'Finished' reads Completed), else the language's word for a value it
 * knows, and the backend's text marked as English for one it does not.
 */
export function projectWords(
  project: Project,
  language: Language = 'en',
  words?: Messages<'listings'>['project'],
): ProjectWords {
  const status = publicStatus(project.projectStatus).trim();
  const type = project.projectType.trim();
  const price = projectPriceText(project.priceType);
  const place = project.location.trim();
  if (language === 'en' || !words) {
    return {
      status: { text: status },
      type: { text: type },
      parking: { text: parkingText(project.parkingFacility) },
      price: { text: price },
      place: { text: place },
    };
  }
  return {
    status: backendWord(language, status, words.statuses),
    type: backendWord(language, type, words.types),
    parking: backendWord(language, project.parkingFacility, words.parking),
    price: backendWord(language, price, words.priceTypes),
    place: place ? { text: place, lang: 'en' } : { text: '' },
  };
}

/** A project in a few sentences (a search result's description, what Share sends), in the sentences' language. */
export function projectSummary(
  project: Project,
  sentences: Messages<'project'>['summary'] = englishSummary,
  shown: ProjectWords = projectWords(project),
): string {
  const name = projectName(project);
  const type = shown.type.text;
  const place = project.location.trim() || sentences.place;
  const status = shown.status.text;
  const year = project.yearOfCompletion > 0 ? project.yearOfCompletion : 0;
  const done = publicStatus(project.projectStatus).trim().toLowerCase() === 'completed';
  const when = year ? (done ? sentences.completed : sentences.due) : sentences.undated;
  const values = { name, type, place, status, year };
  return [
    fill(type ? sentences.typed : sentences.untyped, values),
    status && fill(when, values),
    project.description.trim(),
  ]
    .filter(Boolean)
    .join(' ');
}
