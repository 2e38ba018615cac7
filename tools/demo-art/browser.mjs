/** Launches the system Chromium through the project's playwright-core, fully offline. */
import { createRequire } from 'node:module';
import { CHROME, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);

export async function launch() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || CHROME, args: CHROMIUM_FLAGS });
}
