import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { ComparedKind, CompareRefusal } from './compareList';

/** Why a Compare press changed nothing, and the way on (the tray's Clear), in the page's words. */
export function refusalMessage(
  refusal: CompareRefusal,
  wanted: ComparedKind,
  max: number,
  words: Messages<'compare'>['refusal'],
): string {
  if (refusal === 'full') return fill(words.full, { max });
  return words.otherKind[wanted];
}
