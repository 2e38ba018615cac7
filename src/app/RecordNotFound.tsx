import { NotFoundState } from '@/components/NotFoundState';
import { useLocalPath } from '@/lib/i18n/useMessages';

/** What a record's namespace says when the backend has no such record. */
export interface NotFoundWords {
  title: string;
  message: string;
  back: string;
}

/** A record page's or brochure's not-found screen, in the page's language: the way back is the kind's list. */
export function RecordNotFound({ words, backTo }: { words: NotFoundWords; backTo: string }) {
  const local = useLocalPath();
  return (
    <NotFoundState
      title={words.title}
      message={words.message}
      backLabel={words.back}
      backTo={local(backTo)}
    />
  );
}
