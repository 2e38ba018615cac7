export { chromiumPath, CHROMIUM_FLAGS, emulateSlowPhone } from '../../scripts/chromium.mjs';
