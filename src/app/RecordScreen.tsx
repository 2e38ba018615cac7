import type { ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { RecordPage } from '@/components/RecordPage';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';
import { RecordNotFound, type NotFoundWords } from './RecordNotFound';

/**
 * A record page: the answer written at build time handed to the cache, then the record's screen,
 * or its loading, failed and not-found states. A record already shown stays when a later read
 * fails.
 */
export function RecordScreen<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  prerendered,
  skeleton,
  notFound,
  children,
}: {
  kind: RecordKind<Answer, Item, Key>;
  prerendered: DehydratedState | undefined;
  skeleton: ReactNode;
  /** The not-found screen's words in the page's language, as the kind's namespace has them; the way back is the kind's. */
  notFound: NotFoundWords;
  children: (record: Item, page: { id: string; answer: Answer }) => ReactNode;
}) {
  return (
    <HydrationBoundary state={prerendered}>
      <ReadableAddress>
        <ShownRecord kind={kind} skeleton={skeleton} notFound={notFound}>
          {children}
        </ShownRecord>
      </ReadableAddress>
    </HydrationBoundary>
  );
}

function ShownRecord<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  skeleton,
  notFound,
  children,
}: {
  kind: RecordKind<Answer, Item, Key>;
  skeleton: ReactNode;
  notFound: NotFoundWords;
  children: (record: Item, page: { id: string; answer: Answer }) => ReactNode;
}) {
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
