export { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
