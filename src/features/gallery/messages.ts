import { DOWNLOAD_TIMEOUT_TEXT } from '@/lib/saveFile';

/** The gallery's texts. */
export const DOWNLOAD_FAILED = 'The image could not be downloaded. Please try again.';
/** When the file host did not answer in time, in the words of lib/saveFile.ts. */
export const DOWNLOAD_TIMED_OUT = `The image could not be downloaded: ${DOWNLOAD_TIMEOUT_TEXT.charAt(0).toLowerCase()}${DOWNLOAD_TIMEOUT_TEXT.slice(1)}`;
