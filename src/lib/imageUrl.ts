import { cloudinaryNamed, env, namedImageHost, type ImageBox } from '@/config/env';

/*
 * Cloudinary's addresses are built here rather than by unpic's Cloudinary provider: the provider
 * weighs about 1 KB gzip on every page (the home page has 0.1 KB of its budget left), rewrites every
 * address to https (a stand-in host on http, as the production tests run, would break) and merges
 * its width into a stored transformation (a stored crop would change), where a chained step
 * after it only shrinks what the stored address shows.
 */

/** A Cloudinary delivery address: its prefix up to `image/upload/`, and the rest. */
const CLOUDINARY = /^(https?:\/\/res\.cloudinary\.com\/[^/?#]+\/image\/upload\/)([^?#]+)$/;
/** With VITE_IMAGE_CDN=cloudinary: any host's `[<cloud>/]image/upload/`, for a custom delivery domain. */
const CLOUDINARY_ANY_HOST = /^(https?:\/\/[^/?#]+\/(?:[^/?#]+\/)?image\/upload\/)([^?#]+)$/;
/** A stored step such as `c_scale,w_2560` or `a_90`: every part a short key, `_`, a value. */
const STEP = /^[a-z]{1,3}_[^,/]+(?:,[a-z]{1,3}_[^,/]+)*$/;

function cloudinaryUrl(prefix: string, rest: string, { width, height }: ImageBox): string {
  const parts = rest.split('/');
  // The stored steps run up to the version (`v1712345678`), or, without one, while they look like steps.
  const version = parts.findIndex((part) => /^v\d+$/.test(part));
  let steps = 0;
  if (version >= 0) steps = version;
  else while (steps < parts.length - 1 && STEP.test(parts[steps]!)) steps++;
  // c_limit never makes the photo wider than stored; c_fill cuts it to the box (the share image).
  const step = height ? `c_fill,w_${width},h_${height}` : `c_limit,w_${width}`;
  parts.splice(steps, 0, `${step},f_auto,q_auto`);
  return prefix + parts.join('/');
}

/**
 * `src` as the image host serves it at `box`, or undefined when it cannot resize it: local art,
 * a host with no URL API, or one VITE_IMAGE_CDN does not name.
 */
export function resizedUrl(src: string, box: ImageBox): string | undefined {
  const cloudinary = (cloudinaryNamed ? CLOUDINARY_ANY_HOST : CLOUDINARY).exec(src);
  if (cloudinary) return cloudinaryUrl(cloudinary[1]!, cloudinary[2]!, box);
  // Only the stored files' host: another host's address would gain parameters it ignores.
  if (!namedImageHost || !env.filesOrigins.some((origin) => src.startsWith(`${origin}/`))) return undefined;
  return namedImageHost(src, box);
}

/** The `srcset` of `src` at each width, or undefined when the host cannot resize it. */
export function srcSetOf(src: string, widths: readonly number[]): string | undefined {
  const urls = widths.map((width) => resizedUrl(src, { width }));
  return urls[0] && urls.map((url, index) => `${url} ${widths[index]}w`).join(', ');
}
