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

/**
 * The frames the display drew during Lighthouse's recording (it keeps a screenshot of each) and
 * the processor time the display compositor spent on them. Without a GPU every frame is composed
 * in software, on the same processors as the page's main thread: a running animation costs the
 * page's start-up time even though the main thread does not draw it.
 */
export function framesFromTrace(trace) {
  const events = trace?.traceEvents ?? [];
  const compositor = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'VizCompositorThread')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let frames = 0;
  let compositorMs = 0;
  for (const e of events) {
    if (e.name === 'Screenshot') frames += 1;
    else if (e.name === 'RunTask' && compositor.has(`${e.pid}:${e.tid}`))
      compositorMs += (e.tdur ?? 0) / 1000;
  }
  return { frames, compositorMs };
}
