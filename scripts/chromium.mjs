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

/**
 * A phone on a slow connection, as Lighthouse's mobile preset has it: the CPU 4 times slower and
 * "slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up). For the early-taps e2e test and
 * `npm run bench -- --taps`.
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/** Applies SLOW_PHONE to a page through its DevTools session (Playwright's `newCDPSession`). */
export async function emulateSlowPhone(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
}
