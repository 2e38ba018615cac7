/**
 * The one way a call to another host is bounded: a clock whose signal aborts the call when it runs
 * out. The backend client (lib/http.ts), uploads (lib/upload.ts, restarted on every progress
 * event), the email service (lib/email.ts) and file downloads (lib/saveFile.ts) all use it, so
 * every call a person waits on ends with a clear message instead of spinning forever.
 */

/** An abort signal as both the DOM and axios (GenericAbortSignal) describe it. */
export interface SignalLike {
  readonly aborted: boolean;
  addEventListener?: (type: 'abort', listener: () => void, options?: { once?: boolean }) => void;
  removeEventListener?: (type: 'abort', listener: () => void) => void;
}

export interface Deadline {
  /** Aborts when the clock runs out or when the caller's own signal aborts. */
  readonly signal: AbortSignal;
  /** True once the clock ran out (false when the caller cancelled). */
  readonly timedOut: boolean;
  /** Starts the clock again from zero (an upload made progress). */
  restart(): void;
  /** Stops the clock: the call has ended. */
  stop(): void;
}

/** Starts a clock of `ms`; the caller's `signal`, when given, aborts the call as well. */
export function startDeadline(ms: number, signal?: SignalLike | null): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    signal?.removeEventListener?.('abort', onCallerAbort);
  };
  function onCallerAbort() {
    stop();
    controller.abort();
  }
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      stop();
      controller.abort();
    }, ms);
  };

  if (signal?.aborted) controller.abort();
  else {
    signal?.addEventListener?.('abort', onCallerAbort, { once: true });
    arm();
  }

  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    restart: () => {
      if (!controller.signal.aborted) arm();
    },
    stop,
  };
}

/** '15 seconds' for 15000. */
export const secondsText = (ms: number) => `${Math.round(ms / 1000)} seconds`;
