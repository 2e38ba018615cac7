/** No axios import: the career page imports this module, and axios loads only with the first request. */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notify } from './notify';
import { refreshThenToast } from './refreshThenToast';

/** A create's texts when its answer never came; the domain's own texts say everything else. */
export const UNCONFIRMED_CREATE = {
  checking: 'Could not confirm the save. Checking whether it was saved…',
  notSaved: 'It was not saved. You can try again.',
  unknown:
    'Could not confirm the save, nor check whether it was saved. Look for it in the list before trying again: trying again may add it twice.',
} as const;

const UNANSWERED = ['ETIMEDOUT', 'ECONNABORTED', 'ERR_NETWORK'];

/**
 * A request that went out and got no answer (a time-out, a lost connection): the server may have
 * saved it. An answer, a 4xx or 5xx included, is not one of these.
 */
export function wasUnanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { isAxiosError, code, request, response } = error as Record<string, unknown>;
  return (
    isAxiosError === true &&
    Boolean(request) &&
    !response &&
    typeof code === 'string' &&
    UNANSWERED.includes(code)
  );
}

/** `saved`: 'no' once the list read afresh lacks the record; 'unknown' when nothing could tell. */
export class UnconfirmedCreateError extends Error {
  constructor(
    readonly saved: 'no' | 'unknown',
    cause: unknown,
  ) {
    super(saved === 'no' ? UNCONFIRMED_CREATE.notSaved : UNCONFIRMED_CREATE.unknown, { cause });
  }
}

interface Create<Input, Item, Key extends QueryKey> {
  /** The list the new record shows in: read afresh when the answer never came, and refreshed after. */
  list: FetchQueryOptions<Item[], Error, Item[], Key>;
  send: (input: Input) => Promise<unknown>;
  /** Whether a listed record is the one sent: its name and a field only it has (an uploaded image, a time). */
  isSent: (record: Item, sent: Input) => boolean;
  success: () => void;
  failure: (error: unknown) => void;
}

/**
 * A create's mutation options. A create whose answer never came is not told to try again as if
 * nothing happened (the server may have saved it, and a second try would add it twice): the list is
 * read afresh, and a new record there that matches what was sent is a success.
 */
export function checkedCreate<Input, Item extends { _id: string }, Key extends QueryKey>(
  client: QueryClient,
  { list, send, isSent, success, failure }: Create<Input, Item, Key>,
) {
  return {
    mutationFn: async (input: Input): Promise<void> => {
      // A record already listed before the create was sent is not the one it made.
      const listedBefore = new Set(client.getQueryData<Item[]>(list.queryKey)?.map((record) => record._id));
      try {
        await send(input);
      } catch (error) {
        if (!wasUnanswered(error)) throw error;
        notify.info(UNCONFIRMED_CREATE.checking);
        const saved = await client.fetchQuery({ ...list, staleTime: 0 }).then(
          (records) => records.some((record) => !listedBefore.has(record._id) && isSent(record, input)),
          () => null,
        );
        if (saved === null) throw new UnconfirmedCreateError('unknown', error);
        if (!saved) throw new UnconfirmedCreateError('no', error);
      }
    },
    onSettled: refreshThenToast(client, list.queryKey, {
      success,
      failure: (error) => {
        if (!(error instanceof UnconfirmedCreateError)) failure(error);
        else if (error.saved === 'no') notify.error(error.message);
        else notify.warning(error.message);
      },
    }),
  };
}
