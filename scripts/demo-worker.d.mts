export const DEMO_WORKER_FILE: string;
export function demoWorkerSource(mswWorker: string): string;
export function readDemoWorker(): string;
