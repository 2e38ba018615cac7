import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import { HydrationBoundary, type QueryKey } from '@tanstack/react-query';
import { RecordPage } from '@/components/RecordPage';
import type { Messages } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/useMessages';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import type { RecordNamespace } from '@/lib/recordPageMeta';
import { ReadableAddress } from './ReadableAddress';
import { RecordNotFound, type NotFoundWords } from './RecordNotFound';
import type { RecordLoaderData } from './recordRoute';

interface RecordScreenParts<Answer, Item, N extends RecordNamespace> {
  skeleton: (words: Messages<N>) => ReactNode;
  /** The not-found screen's words in the page's language; the way back is the kind's. */
  notFound: (words: Messages<N>) => NotFoundWords;
  children: (
    record: Item,
    page: { id: string; answer: Answer; words: Messages<N>; params: Params },
  ) => ReactNode;
}

/**
 * A record route's screen (the route's default export): the answer written at build time handed to
 * the cache, then the record's screen, or its loading, failed and not-found states, in the words of
 * the kind's `namespace`. A record already shown stays when a later read fails.
 *   export default recordScreen(landPage, 'land', {
 *     skeleton: (words) => <DetailPageSkeleton label={words.loading} />,
 *     notFound: (words) => words.notFound,
 *     children: (land, { id }) => <LandDetails land={land} id={id} />,
 *   });
 */
export function recordScreen<
  Answer,
  Item extends { _id: string },
  Key extends QueryKey,
  N extends RecordNamespace,
>(kind: RecordKind<Answer, Item, Key>, namespace: N, parts: RecordScreenParts<Answer, Item, N>) {
  function ShownRecord({ params }: { params: Params }) {
    const words = useMessages(namespace);
    const { id, query, record, missing, failed } = useShownRecord(kind);
    const answer = query.data;
    return (
      <RecordPage
        record={record && answer !== undefined ? { record, answer } : undefined}
        missing={missing}
        notFound={<RecordNotFound words={parts.notFound(words)} backTo={kind.notFound.backTo} />}
        load={query}
        failed={failed}
        skeleton={parts.skeleton(words)}
      >
        {(shown) => parts.children(shown.record, { id, answer: shown.answer, words, params })}
      </RecordPage>
    );
  }
  function RecordScreen({ loaderData, params }: { loaderData: RecordLoaderData<Answer>; params: Params }) {
    return (
      <HydrationBoundary state={loaderData.prerendered}>
        <ReadableAddress>
          <ShownRecord params={params} />
        </ReadableAddress>
      </HydrationBoundary>
    );
  }
  // Each kind's screen by its name in React's tools and stack traces.
  RecordScreen.displayName = `RecordScreen(${namespace})`;
  return RecordScreen;
}
