import type { ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { RecordPage } from '@/components/RecordPage';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';
import { RecordNotFound, type NotFoundWords } from './RecordNotFound';

interface ShownRecordProps<Answer, Item extends { _id: string }, Key extends QueryKey> {
  kind: RecordKind<Answer, Item, Key>;
  skeleton: ReactNode;
  /** The not-found screen's words in the page's language, as the kind's namespace has them; the way back is the kind's. */
  notFound: NotFoundWords;
  children: (record: Item, page: { id: string; answer: Answer }) => ReactNode;
}

/**
 * A record page: the answer written at build time handed to the cache, then the record's screen,
 * or its loading, failed and not-found states. A record already shown stays when a later read
 * fails.
 */
export function RecordScreen<Answer, Item extends { _id: string }, Key extends QueryKey>({
  prerendered,
  ...shown
}: ShownRecordProps<Answer, Item, Key> & { prerendered: DehydratedState | undefined }) {
  return (
    <HydrationBoundary state={prerendered}>
      <ReadableAddress>
        <ShownRecord {...shown} />
      </ReadableAddress>
    </HydrationBoundary>
  );
}

function ShownRecord<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  skeleton,
  notFound,
  children,
}: ShownRecordProps<Answer, Item, Key>) {
  const { id, query, record, missing, failed } = useShownRecord(kind);
  const answer = query.data;
  return (
    <RecordPage
      record={record && answer !== undefined ? { record, answer } : undefined}
      missing={missing}
      notFound={<RecordNotFound words={notFound} backTo={kind.notFound.backTo} />}
      load={query}
      failed={failed}
      skeleton={skeleton}
    >
      {(shown) => children(shown.record, { id, answer: shown.answer })}
    </RecordPage>
  );
}
