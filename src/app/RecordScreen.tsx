import type { ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { RecordPage } from '@/components/RecordPage';
import { NotFoundState, type NotFoundStateProps } from '@/components/NotFoundState';
import { useLocalPath } from '@/lib/i18n/useMessages';
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
  notFound,
  children,
}: {
  kind: RecordKind<Answer, Item, Key>;
  prerendered: DehydratedState | undefined;
  skeleton: ReactNode;
  /** The not-found screen's words in the page's language, where they differ from the kind's English. */
  notFound?: Omit<NotFoundStateProps, 'backTo'>;
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
  notFound: Omit<NotFoundStateProps, 'backTo'> | undefined;
  children: (record: Item, page: { id: string; answer: Answer }) => ReactNode;
}) {
  const { id, query, record, missing, failed } = useShownRecord(kind);
  const answer = query.data;
  const local = useLocalPath();
  const words = { ...kind.notFound, ...notFound, backTo: local(kind.notFound.backTo) };
  return (
    <RecordPage
      record={record && answer !== undefined ? { record, answer } : undefined}
      missing={missing}
      notFound={<NotFoundState {...words} />}
      load={query}
      failed={failed}
      skeleton={skeleton}
    >
      {(shown) => children(shown.record, { id, answer: shown.answer })}
    </RecordPage>
  );
}
