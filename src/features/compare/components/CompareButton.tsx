import { useState } from 'react';
import { loadedMessages, loadMessages, type Messages } from '@/lib/i18n/catalogue';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import {
  COMPARE_MAX,
  compareList,
  isComparedRef,
  sameRef,
  toggleCompare,
  useCompareList,
  type ComparedRef,
} from '../compareList';
import { refusalMessage } from '../messages';
import { ChosenIcon, CompareIcon } from './compareIcons';

const LOOKS = {
  card: 'min-h-9 rounded-full px-3.5 py-1.5',
  header: 'min-h-11 rounded-lg px-5 py-2.5',
} as const;

export interface CompareButtonProps {
  listing: ComparedRef;
  /** On a card, a pill; in a record page's header, as tall as Share beside it. */
  look?: keyof typeof LOOKS;
}

/**
 * Chooses the listing to compare, or takes it out. A press that would drop something (a fifth
 * listing, a land among buildings) changes nothing and says why, politely, beside the button.
 */
export function CompareButton({ listing, look = 'card' }: CompareButtonProps) {
  const { compare } = useMessages('listings');
  const language = useLanguage();
  const chosen = useCompareList();
  const pressed = chosen.some((one) => sameRef(one, listing));
  // The note answers one press against the list as it was; once the list changes, it no longer holds.
  const [note, setNote] = useState<{ against: readonly ComparedRef[]; text: string } | null>(null);
  const shownNote = note?.against === chosen ? note.text : '';

  const onPress = () => {
    const { next, refused } = toggleCompare(chosen, listing);
    if (refused) {
      const against = chosen;
      const say = (words: Messages<'compare'>) =>
        setNote({ against, text: refusalMessage(refused, listing.kind, COMPARE_MAX, words.refusal) });
      // The comparison's words load only for a refusal (or with the tray): a list of cards does
      // not wait for them.
      const loaded = loadedMessages(language, 'compare');
      if (loaded) say(loaded);
      else void loadMessages(language, 'compare').then(say, () => undefined);
      return;
    }
    setNote(null);
    compareList.write(next);
  };

  // A card without a usable id (a malformed record) has nothing to keep.
  if (!isComparedRef(listing)) return null;
  const Icon = pressed ? ChosenIcon : CompareIcon;
  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onPress}
        className={`inline-flex items-center justify-center gap-1.5 border text-sm font-semibold transition-colors print:hidden ${LOOKS[look]} ${
          pressed
            ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
            : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
        }`}
      >
        <Icon className="h-4 w-4" />
        {compare}
      </button>
      {/* A polite live region, there before it speaks; not a status, so a list's own loading status
          stays the one status there. */}
      <p aria-live="polite" className="basis-full text-sm font-medium text-accent-700 empty:sr-only">
        {shownNote}
      </p>
    </>
  );
}
