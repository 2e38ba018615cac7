import type { ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { RecordPage } from '@/components/RecordPage';
import { NotFoundState } from '@/components/NotFoundState';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';

/**
 * A record page: the answer written at build time handed to the cache, then the record's screen,
 * or its loading, failed and not-found states. A record already shown stays when a later read
 * fails.
 */
export function RecordScreen<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  prerendered,
  skeleton,
  children,
}: {
  kind: RecordKind<Answer, Item, Key>;
  prerendered: DehydratedState | undefined;
  skeleton: ReactNode;
  children: (record: Item, page: { id: string; answer: Answer }) => ReactNode;
}) {
  return (
    <HydrationBoundary state={prerendered}>
      <ReadableAddress>
        <ShownRecord kind={kind} skeleton={skeleton}>
          {children}
        </ShownRecord>
      </ReadableAddress>
    </HydrationBoundary>
  );
}

function ShownRecord<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  skeleton,
  children,
}: {
  kind: RecordKind<Answer, Item, Key>;
  skeleton: ReactNode;
  children: (record: Item, page: { id: string; answer: Answer }) => ReactNode;
}) {
  const { id, query, record, missing, failed } = useShownRecord(kind);
  const answer = query.data;
  return (
    <RecordPage
      record={record && answer !== undefined ? { record, answer } : undefined}
      missing={missing}
      notFound={<NotFoundState {...kind.notFound} />}
      load={query}
      failed={failed}
      skeleton={skeleton}
    >
      {(shown) => children(shown.record, { id, answer: shown.answer })}
    </RecordPage>
  );
}
