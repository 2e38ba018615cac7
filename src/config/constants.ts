export const PHONE_DIGITS = 10;
export const MIN_PASSWORD_LENGTH = 6;

export const ADMIN_PAGE_SIZE = 5;
export const BLOGS_PAGE_SIZE = 12;
/** Cards a page on the public lists of buildings, lands and projects: a portal's page, whatever the catalogue's size. */
export const LISTINGS_PAGE_SIZE = 24;

export const HOME_SLIDE_COUNT = 6;
export const HOME_SLIDE_INTERVAL_MS = 5000;
export const HOME_BUILDING_COUNT = 4;
export const HOME_LAND_COUNT = 3;
/** Shown as they are, not counted from the listings. */
export const CATEGORY_COUNTS = { flats: 13, duplexHomes: 15, lands: 16 } as const;

/** Fixed targets, not fetched. */
export const DASHBOARD_TARGETS = { buildings: 500, lands: 800, customers: 100 } as const;
export const DASHBOARD_TICK_MS = 150;
export const DASHBOARD_STEP_FRACTION = 1 / 100;

export const PROJECT_SLIDER_AUTOPLAY_MS = 3000;
export const PROJECT_SLIDER_SPEED_MS = 500;

export const SPLASH_MS = 2000;
export const REDIRECT_AFTER_UPDATE_MS = 1000;

export const AMENITY_CHIP_MAX_CHARS = 30;
/** Suggested, not enforced: the project form's hint. */
export const SUGGESTED_PROJECT_IMAGES = 5;

export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

export const SCROLL_ANIMATION = { duration: 1000, easing: 'ease-in-out', once: true } as const;
export const DRAWER_SLIDE_S = 0.3;
export const MODAL_MAX_HEIGHT = '80vh';

export const THUMBNAIL_WINDOW = [
  { minWidth: 1280, count: 5 },
  { minWidth: 1024, count: 4 },
  { minWidth: 768, count: 3 },
  { minWidth: 0, count: 1 },
] as const;

/** A backend read gives up after this; the pages' loading texts show until then. */
export const READ_TIMEOUT_MS = 10_000;
/** A write (a save, a delete, a login, an application) waits longer: the server may need the time, and a write given up on is a save nobody can confirm. */
export const WRITE_TIMEOUT_MS = 30_000;
/**
 * When a create's answer never came, its list is read again at these times (from the first look)
 * until the record shows: the server may still be writing it.
 */
export const UNCONFIRMED_CREATE_LOOKS_MS = [0, 2_000, 5_000, 10_000, 20_000] as const;

export const UPLOAD_STALL_MS = 30_000;
/**
 * Uploads sent at once; the rest wait their turn. Under the six connections a browser opens to
 * one HTTP/1.1 host, so a started upload never waits for a connection while its stall clock runs.
 */
export const UPLOADS_AT_ONCE = 3;
export const EMAIL_TIMEOUT_MS = 15_000;
/** A download fails after this long without a byte, however long the whole file takes. */
export const DOWNLOAD_TIMEOUT_MS = 15_000;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;

/** The widest place a photo shows (a full-width gallery slide on a 2x screen) needs no more. */
export const PHOTO_MAX_SIDE_PX = 2560;
export const PHOTO_QUALITY = 0.85;
/**
 * Camera formats, re-encoded whatever their size so their Exif (a phone's GPS position) never
 * goes up; AVIF as JPEG, as no browser's canvas encodes AVIF. PNG (plans: sharp lines a photo codec
 * blurs) and GIF (animation) are sent as they are, their metadata taken out.
 */
export const PHOTO_SCALED_TYPES = ['image/jpeg', 'image/webp', 'image/avif'] as const;
/** What an image picker takes: the types every browser the site supports shows. */
export const PICKABLE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const PHOTO_SCALE_TIMEOUT_MS = 20_000;

export const CALLBACK_MINUTES = 15;
export const CALLBACK_HOURS = { from: '9 am', to: '10 pm' } as const;

// How long the office keeps what a form sends, and how soon it answers a request about it: the
// privacy notice states these numbers, so they change here and nowhere else.
/** Inquiries and contact messages: months kept after the office's last reply. */
export const INQUIRY_RETENTION_MONTHS = 24;
/** Job applications and their resumes: months kept after the position is filled. */
export const APPLICATION_RETENTION_MONTHS = 12;
/** Days within which a request about one's data (or a complaint) is answered. */
export const PRIVACY_ANSWER_DAYS = 30;
