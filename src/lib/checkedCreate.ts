/** No axios import: the career page imports this module, and axios loads only with the first request. */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { UNCONFIRMED_CREATE_LOOKS_MS } from '@/config/constants';
import { notify } from './notify';
import { refreshThenToast } from './refreshThenToast';

/** A create's texts when its answer never came; the domain's own texts say everything else. */
export const UNCONFIRMED_CREATE = {
  checking: 'Could not confirm the save. Checking whether it was saved…',
  notSaved: 'It was not saved. You can try again.',
  unknown:
    'Could not confirm the save, nor check whether it was saved. Look for it in the list before trying again: trying again may add it twice.',
} as const;

const UNANSWERED = ['ETIMEDOUT', 'ECONNABORTED', 'ECONNRESET', 'ERR_NETWORK'];
/** A gateway's own answers when the server behind it did not answer in time, or at all. */
const GATEWAY_GAVE_UP = [502, 503, 504];

/**
 * A request that went out and got no answer from the server (a time-out, a dropped connection, a
 * gateway's 502, 503 or 504): the server may have saved it. The server's own answer, a 4xx or
 * another 5xx, is not one of these.
 */
export function wasUnanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { isAxiosError, code, request, response } = error as Record<string, unknown>;
  if (isAxiosError !== true || !request) return false;
  if (response) {
    const { status } = response as { status?: unknown };
    return typeof status === 'number' && GATEWAY_GAVE_UP.includes(status);
  }
  return typeof code === 'string' && UNANSWERED.includes(code);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the list at each of UNCONFIRMED_CREATE_LOOKS_MS until `isSent` finds the record: true
 * then; false when every read that came back lacked it; null when no read came back.
 */
async function lookForIt<Item>(read: () => Promise<Item[]>, isSent: (record: Item) => boolean) {
  let answered = false;
  let waited = 0;
  for (const at of UNCONFIRMED_CREATE_LOOKS_MS) {
    await wait(at - waited);
    waited = at;
    const records = await read().catch(() => null);
    if (records === null) continue;
    answered = true;
    if (records.some(isSent)) return true;
  }
  return answered ? false : null;
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
 * read afresh a few times over about 20 seconds, and a new record there that matches what was sent
 * is a success. New: not listed before the create was sent; a screen opened by its address, with
 * no list read yet, reads it first. When that read fails, a match cannot be told from an older
 * record, and the answer is 'unknown'.
 */
export function checkedCreate<Input, Item extends { _id: string }, Key extends QueryKey>(
  client: QueryClient,
  { list, send, isSent, success, failure }: Create<Input, Item, Key>,
) {
  return {
    mutationFn: async (input: Input): Promise<void> => {
      // A record already listed before the create was sent is not the one it made.
      const before =
        client.getQueryData<Item[]>(list.queryKey) ?? (await client.fetchQuery(list).catch(() => undefined));
      const listedBefore = before && new Set(before.map((record) => record._id));
      try {
        await send(input);
      } catch (error) {
        if (!wasUnanswered(error)) throw error;
        notify.info(UNCONFIRMED_CREATE.checking);
        const found = await lookForIt(
          () => client.fetchQuery({ ...list, staleTime: 0 }),
          (record) => !listedBefore?.has(record._id) && isSent(record, input),
        );
        if (found === null || (found && !listedBefore)) throw new UnconfirmedCreateError('unknown', error);
        if (!found) throw new UnconfirmedCreateError('no', error);
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
