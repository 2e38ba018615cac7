/** Business constants of SPEC.md §9, named, in one place. */

/** Phone numbers are exactly this many digits (login, recovery, inquiry, applications). */
export const PHONE_DIGITS = 10;
/** Minimum length of a new password on recovery. */
export const MIN_PASSWORD_LENGTH = 6;

/** Rows per page of the admin building, land, job application and project lists. */
export const ADMIN_PAGE_SIZE = 5;
/** Blog cards per page, with numbered page buttons. */
export const BLOGS_PAGE_SIZE = 12;

/** Home carousel. */
export const HOME_SLIDE_COUNT = 6;
export const HOME_SLIDE_INTERVAL_MS = 5000;
/** How many listings the home page shows. */
export const HOME_BUILDING_COUNT = 4;
export const HOME_LAND_COUNT = 3;
/** Static category counts on the home page. */
export const CATEGORY_COUNTS = { flats: 13, duplexHomes: 15, lands: 16 } as const;

/** Dashboard counters: fixed targets, not fetched. */
export const DASHBOARD_TARGETS = { buildings: 500, lands: 800, customers: 100 } as const;
export const DASHBOARD_TICK_MS = 150;
/** Each tick adds this fraction of the target (rounded up). */
export const DASHBOARD_STEP_FRACTION = 1 / 100;

/** Project card image slider. */
export const PROJECT_SLIDER_AUTOPLAY_MS = 3000;
export const PROJECT_SLIDER_SPEED_MS = 500;

/** Splash screen at start. */
export const SPLASH_MS = 2000;
/** Delay before returning to the list after a land or project update. */
export const REDIRECT_AFTER_UPDATE_MS = 1000;

/** Amenity chips show only this many characters. */
export const AMENITY_CHIP_MAX_CHARS = 30;
/** Suggested (not enforced) minimum number of project images: the project form's hint. */
export const SUGGESTED_PROJECT_IMAGES = 5;

/** Toasts. */
export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;
/** react-toastify's draggablePercent: how far a toast is dragged before it is dismissed. */
export const TOAST_DRAG_PERCENT = 80;

/** Scroll animations (aos). */
export const SCROLL_ANIMATION = { duration: 1000, easing: 'ease-in-out', once: true } as const;
/** Drawers slide in this many seconds (tailwind.config.ts: `duration-drawer`). */
export const DRAWER_SLIDE_S = 0.3;
/** Modals never grow taller than this (tailwind.config.ts: `max-h-modal`). */
export const MODAL_MAX_HEIGHT = '80vh';

/** Building page thumbnail window: how many thumbnails show from each min width (px). */
export const THUMBNAIL_WINDOW = [
  { minWidth: 1280, count: 5 },
  { minWidth: 1024, count: 4 },
  { minWidth: 768, count: 3 },
  { minWidth: 0, count: 1 },
] as const;

/**
 * Calls to other hosts end (lib/deadline.ts): an upload fails after this long without progress (a
 * stalled image host), the email service and file downloads (gallery image, resume) when they have
 * not answered in time. Backend calls have their own clock (lib/http.ts REQUEST_TIMEOUT_MS).
 */
export const UPLOAD_STALL_MS = 30_000;
export const EMAIL_TIMEOUT_MS = 15_000;
export const DOWNLOAD_TIMEOUT_MS = 15_000;

/** Uploads: largest accepted file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Resume files accepted by the job application form. */
export const RESUME_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;

/**
 * Photos the admin image pickers scale down in the browser before upload (lib/scalePhoto.ts):
 * camera photos are 4000-6000 px and several MB, while the widest place one shows (a full-width
 * gallery slide on a 2x screen) needs about 2,560 px. Sending less makes uploads on a phone
 * connection several times faster and keeps the image host small; 0.85 quality looks the same.
 */
export const PHOTO_MAX_SIDE_PX = 2560;
export const PHOTO_QUALITY = 0.85;
/** Smaller files are sent as they are: re-encoding them saves little and costs a generation of quality. */
export const PHOTO_SCALE_MIN_BYTES = 500 * 1024;
/**
 * Only these are re-encoded, each into its own type. PNG (plans, drawings: sharp lines a photo
 * codec blurs), GIF (animation) and SVG are always sent as they are.
 */
export const PHOTO_SCALED_TYPES = ['image/jpeg', 'image/webp'] as const;
/** A photo not scaled by then (a slow old phone, a browser that never decodes it) is sent as it is. */
export const PHOTO_SCALE_TIMEOUT_MS = 20_000;

/** FAQ call-back promise. */
export const CALLBACK_MINUTES = 15;
export const CALLBACK_HOURS = { from: '9 am', to: '10 pm' } as const;
