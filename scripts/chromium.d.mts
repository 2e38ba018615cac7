export const CHROME: string;
export function chromiumPath(): string | null;
export const CHROMIUM_FLAGS: string[];
export const SLOW_PHONE: {
  cpuSlowdown: number;
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
};
export function emulateSlowPhone(cdp: {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}): Promise<void>;
