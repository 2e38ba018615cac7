import type { ComparedKind, CompareRefusal } from './compareList';

const PLURAL: Record<ComparedKind, string> = { building: 'buildings', land: 'lands' };

export const kindPlural = (kind: ComparedKind) => PLURAL[kind];

/** Why a Compare press changed nothing, and the way on (the tray's Clear). */
export function refusalMessage(refusal: CompareRefusal, wanted: ComparedKind, max: number): string {
  if (refusal === 'full') return `You can compare up to ${max} listings.`;
  return `You can compare buildings with buildings and lands with lands. Clear the comparison to start with ${PLURAL[wanted]}.`;
}

export const COMPARE_MESSAGES = {
  title: 'Compare Properties',
  nothingChosen: 'Nothing to compare yet',
  removedNote: 'This listing is no longer on our site: it may have been sold or removed.',
  failedNote: 'This listing could not be loaded.',
  noDifferences: 'These listings do not differ in any of the facts shown.',
} as const;
