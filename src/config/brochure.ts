/** A brochure shows this many of a listing's photos: the first large, the next two beside it. */
export const BROCHURE_PHOTOS = 3;

/** How long the brochure waits for its photos before it opens the print dialog all the same. */
export const BROCHURE_IMAGE_WAIT_MS = 8_000;

/** A brochure's short lists (unit types, amenities) show at most this many items, so the page stays one. */
export const BROCHURE_LIST_ITEMS = 6;
