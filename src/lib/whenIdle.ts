/**
 * Runs `task` once the page is idle (or after `timeoutMs` at the latest), so code that is not
 * needed for the first paint (carousel controls, scroll animations) stays off the critical path.
 * Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(handle);
}
