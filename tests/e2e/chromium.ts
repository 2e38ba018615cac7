import { existsSync } from 'node:fs';

/** Where the system Chromium is: CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/** Flags this workplace needs: no sandbox as root, no GPU, no network chatter. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
