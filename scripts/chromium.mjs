/** The system Chromium the e2e suite and the benches drive (Playwright's own download is not used). */
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's /usr/bin/chromium. */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Where the system Chromium is, or null without one. */
export function chromiumPath() {
  return existsSync(CHROME) ? CHROME : null;
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
