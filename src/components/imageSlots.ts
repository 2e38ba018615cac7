/**
 * The image slots of the site: the width each <img> shows at, as `sizes` tells the browser, and
 * the widths it may ask the image host for (`srcset`). Each `sizes` follows the slot's CSS: the
 * page's content box (container-site: 16 px sides below 640 px, 24 px to 1023 px, 32 px from
 * 1024 px, at most 1280 px wide) and the slot's grid. The largest width is twice the slot's widest
 * CSS width at 390, 768 and 1280 px (DPR 2), so no slot asks for more than it shows. Each is its own
 * export, so a page carries only the slots it uses.
 */
export interface ImageSlot {
  /** Without it, `widths` holds one width, asked for whatever the screen (a sheet to print). */
  sizes?: string;
  widths: readonly number[];
}

/** A card in a grid of 1 column, 2 from 640 px, 3 from 1024 px, gap 24 px: 358, 348, 389 px wide. */
export const CARD_OF_THREE: ImageSlot = {
  sizes:
    '(min-width: 1280px) 389px, (min-width: 1024px) calc(33.3vw - 37px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  widths: [320, 480, 640, 778],
};

/** A card in a grid of 1 column, 2 from 640 px, 4 from 1280 px, gap 24 px: 358, 348, 286 px wide. */
export const CARD_OF_FOUR: ImageSlot = {
  sizes:
    '(min-width: 1280px) 286px, (min-width: 1024px) calc(50vw - 44px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  widths: [320, 480, 640, 716],
};

/** The gallery's tiles: 1 column, 2 from 640 px, 3 from 1024 px, gap 20 px: 358, 350, 392 px wide. */
export const GALLERY_TILE: ImageSlot = {
  sizes:
    '(min-width: 1280px) 392px, (min-width: 1024px) calc(33.3vw - 35px), (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)',
  widths: [320, 480, 640, 784],
};

/** A recently viewed card: 2 columns, 3 from 640 px, 6 from 1024 px, gap 16 px: 171, 229, 189 px wide. */
export const SMALL_CARD: ImageSlot = {
  sizes:
    '(min-width: 1280px) 189px, (min-width: 1024px) calc(16.7vw - 24px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 24px)',
  widths: [160, 240, 320, 458],
};

/** A record page's photo or plan, in the main column (2 of 3 from 1024 px, gap 32 px): 358, 720, 789 px. */
export const RECORD_PHOTO: ImageSlot = {
  sizes:
    '(min-width: 1280px) 789px, (min-width: 1024px) calc(66.7vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  widths: [480, 720, 960, 1280, 1578],
};

/** A post's photo, in its article (at most 768 px): 358, 720, 768 px wide. */
export const ARTICLE_PHOTO: ImageSlot = {
  sizes: '(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  widths: [480, 720, 960, 1280, 1536],
};

/** A photo in the widest dialog (Modal size xl, 1024 px less its 20 px sides): 326, 680, 984 px wide. */
export const WIDE_DIALOG_PHOTO: ImageSlot = {
  sizes: '(min-width: 1072px) 984px, (min-width: 640px) calc(100vw - 88px), calc(100vw - 64px)',
  widths: [480, 800, 1200, 1600, 1968],
};

/** A photo in a Modal of size lg (768 px less its 20 px sides): 326, 680, 728 px wide. */
export const DIALOG_PHOTO: ImageSlot = {
  sizes: '(min-width: 816px) 728px, (min-width: 640px) calc(100vw - 88px), calc(100vw - 64px)',
  widths: [480, 728, 960, 1456],
};

/**
 * A card in the back office's grid (beside the 256-px sidebar from 1024 px; 2, 3 from 1280 px, 4
 * from 1536 px columns, gap 24 px): 358, 348, 304 px wide.
 */
export const ADMIN_CARD: ImageSlot = {
  sizes:
    '(min-width: 1536px) calc(25vw - 98px), (min-width: 1280px) calc(33.3vw - 123px), (min-width: 1024px) calc(50vw - 172px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  widths: [320, 480, 716],
};

/** A slot as wide at every screen: a thumbnail, an avatar. */
export const fixedSlot = (px: number): ImageSlot => ({ sizes: `${px}px`, widths: [px, 2 * px] });

/** A gallery's thumbnail: at most 144 px wide (max-w-36). */
export const THUMBNAIL = /* @__PURE__ */ fixedSlot(144);

/** A sheet to print (the brochure): the photo at twice its printed CSS width, at any screen. */
export const printSlot = (printedPx: number): ImageSlot => ({ widths: [2 * Math.round(printedPx)] });
