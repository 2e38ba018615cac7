/** A brochure shows this many of a listing's photos: the first large, the next two beside it. */
export const BROCHURE_PHOTOS = 3;

/** How long the brochure waits for its photos before it opens the print dialog all the same. */
export const BROCHURE_IMAGE_WAIT_MS = 8_000;

/** A brochure's short lists (unit types, amenities) show at most this many items, so the page stays one. */
export const BROCHURE_LIST_ITEMS = 6;

/**
 * How much of a building's name its brochure's QR code carries, in UTF-8 bytes: a whole name (up to
 * 255 bytes, each Odia letter three, each percent-escaped to nine characters) would make a code too
 * dense to scan at 30 mm.
 */
export const QR_NAME_BYTES = 24;
