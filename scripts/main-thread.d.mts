export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
export function blockingFromTrace(trace: { traceEvents?: TraceEvent[] } | undefined): {
  blockingWall: number;
  blockingCpu: number;
};
export function framesFromTrace(trace: { traceEvents?: TraceEvent[] } | undefined): {
  frames: number;
  compositorMs: number;
};
