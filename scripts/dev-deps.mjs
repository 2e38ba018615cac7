/**
 * The packages the app imports in the browser, which `npm run dev` bundles once as it starts. Left
 * to find them itself, Vite meets them one by one as pages load, and each find reloads the page
 * the visitor has open and fails its module requests (504 Outdated Optimize Dep): the first
 * `npm run dev` of a fresh clone. React, React DOM and React Router the router's plugin adds.
 * tests/dev-deps.test.ts keeps this list whole.
 */
export const DEV_PREBUNDLED = [
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@hookform/resolvers/zod',
  '@tanstack/react-query',
  'aos',
  'axios',
  'compressorjs',
  'msw',
  'msw/browser',
  'qrcode-generator',
  'react-hook-form',
  'react-toastify/unstyled',
  'swiper/react',
  'unpic/providers/bunny',
  'unpic/providers/imagekit',
  'unpic/providers/imgix',
  'unpic/providers/keycdn',
  'unpic/providers/uploadcare',
  'zod',
  'zod/mini',
];
