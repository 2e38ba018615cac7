/**
 * A build with a backend host must also name the image host and the email service: without them
 * the site would quietly post uploads and inquiries to the demo endpoints, which do not exist in
 * production. vite.config.ts runs this before every build.
 */

/** What a build with VITE_API_HOST needs besides it. */
export const REQUIRED_WITH_BACKEND = [
  'VITE_UPLOAD_URL',
  'VITE_EMAIL_URL',
  'VITE_EMAIL_SERVICE_ID',
  'VITE_EMAIL_TEMPLATE_ID',
  'VITE_EMAIL_USER_ID',
  // The pages' canonical URLs, share tags and the sitemap name the public address.
  'VITE_SITE_URL',
];

/**
 * The image hosts VITE_IMAGE_CDN may name, whose resized copies stay on the stored file's origin
 * (the CSP's img-src): src/config/env.ts picks each by this name.
 */
export const IMAGE_CDNS = ['cloudinary', 'imgix', 'imagekit', 'uploadcare', 'bunny', 'keycdn'];

const filled = (value) => typeof value === 'string' && value.trim() !== '';

/** The variables missing from `env`: none in demo mode (no VITE_API_HOST). */
export function missingBuildEnv(env = process.env) {
  if (!filled(env.VITE_API_HOST)) return [];
  return REQUIRED_WITH_BACKEND.filter((key) => !filled(env[key]));
}

/**
 * Throws, naming each missing variable, when a backend build lacks its upload or email settings,
 * and when VITE_IMAGE_CDN names a host the site cannot resize with (it would quietly ask none).
 */
export function checkBuildEnv(env = process.env) {
  const cdn = env.VITE_IMAGE_CDN;
  if (filled(cdn) && !IMAGE_CDNS.includes(cdn)) {
    throw new Error(
      `VITE_IMAGE_CDN is "${cdn}", which is none of ${IMAGE_CDNS.join(', ')}. Leave it empty to use images as stored.`,
    );
  }
  const missing = missingBuildEnv(env);
  if (missing.length === 0) return;
  throw new Error(
    `VITE_API_HOST is set (${env.VITE_API_HOST.trim()}), so this is a production build, but ` +
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. Without ` +
      'them uploads and e-mails would go to the demo endpoints, and pages would name a local address. Set them in .env.local or the ' +
      'environment (see .env.example), or leave VITE_API_HOST empty for a demo build.',
  );
}
