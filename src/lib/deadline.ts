export interface SignalLike {
  readonly aborted: boolean;
  addEventListener?: (type: 'abort', listener: () => void, options?: { once?: boolean }) => void;
  removeEventListener?: (type: 'abort', listener: () => void) => void;
}

export interface Deadline {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  restart(): void;
  stop(): void;
}

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

export const secondsText = (ms: number) => `${Math.round(ms / 1000)} seconds`;
