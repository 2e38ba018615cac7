import { describe, expect, it } from 'vitest';
import { blockingFromTrace, framesFromTrace } from '../../scripts/main-thread.mjs';

const PAGE = { pid: 7, tid: 7 };
const task = (ts: number, durMs: number, cpuMs: number, thread = PAGE) => ({
  name: 'RunTask',
  ...thread,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe("the bench's blocking time from a Lighthouse trace", () => {
  it("counts the page's main-thread tasks after the first paint as Lighthouse does, by wall clock and by the time the thread ran", () => {
    const trace = {
      traceEvents: [
        task(500, 100, 100), // before the first paint: not counted
        { name: 'firstContentfulPaint', ...PAGE, ts: 1000 },
        task(2000, 40, 10), // 160 - 50 = 110 by wall clock; 40 - 50 < 0 by the time it ran
        task(3000, 20, 20), // 80 - 50 = 30 both ways
        task(4000, 10, 10), // 40: under 50, nothing
        task(5000, 90, 90, { pid: 8, tid: 8 }), // another process (the browser): not counted
      ],
    };
    expect(blockingFromTrace(trace)).toEqual({ blockingWall: 140, blockingCpu: 30 });
  });

  it('gives no figure for a trace without a first paint', () => {
    const none = blockingFromTrace({ traceEvents: [task(1, 100, 100)] });
    expect(none.blockingWall).toBeNaN();
    expect(blockingFromTrace(undefined).blockingCpu).toBeNaN();
  });
});

describe("the bench's frames from a Lighthouse trace", () => {
  it("counts the frames the display drew and sums its compositor's processor time", () => {
    const compositor = { pid: 3, tid: 4 };
    const trace = {
      traceEvents: [
        { name: 'thread_name', ...compositor, ts: 0, args: { name: 'VizCompositorThread' } },
        { name: 'thread_name', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
        { name: 'Screenshot', pid: 1, tid: 1, ts: 10 },
        { name: 'Screenshot', pid: 1, tid: 1, ts: 20 },
        task(10, 12, 9, compositor),
        task(20, 8, 6, compositor),
        task(30, 40, 40), // the page's main thread: not the compositor's
      ],
    };
    expect(framesFromTrace(trace)).toEqual({ frames: 2, compositorMs: 15 });
    expect(framesFromTrace(undefined)).toEqual({ frames: 0, compositorMs: 0 });
  });
});
