/**
 * Blocking time summed as Lighthouse's mobile preset counts a task (four times as long, less 50 ms)
 * over the page's main-thread tasks after its first contentful paint, once from each task's
 * wall-clock time and once from the time the thread ran on a processor. On a shared host the
 * difference is time the page's thread waited for a processor, not work of the page; Lighthouse's
 * own figure simulates the load from the wall-clock times.
 */
export function blockingFromTrace(trace) {
  const events = trace?.traceEvents ?? [];
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return { blockingWall: NaN, blockingCpu: NaN };
  const blocking = (ms) => Math.max(0, 4 * ms - 50);
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== paint.pid || e.tid !== paint.tid || e.ts < paint.ts) continue;
    wall += blocking((e.dur ?? 0) / 1000);
    cpu += blocking((e.tdur ?? e.dur ?? 0) / 1000);
  }
  return { blockingWall: wall, blockingCpu: cpu };
}
