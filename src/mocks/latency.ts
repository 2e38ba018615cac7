/** Off by default so tests stay fast; the browser demo turns it on, so loading states show. */
import { delay } from 'msw';

const MIN_MS = 150;
const MAX_MS = 400;

let enabled = false;

export function setLatency(on: boolean): void {
  enabled = on;
}

export async function latency(): Promise<void> {
  if (!enabled) return;
  await delay(MIN_MS + Math.floor(Math.random() * (MAX_MS - MIN_MS)));
}
