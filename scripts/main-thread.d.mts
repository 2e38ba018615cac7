export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}
export function blockingFromTrace(trace: { traceEvents?: TraceEvent[] } | undefined): {
  blockingWall: number;
  blockingCpu: number;
};
