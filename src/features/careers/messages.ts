/* The texts of job applications, on the career page and in the back office. */

/** Starts the alert of an application that did not go; the reason follows. */
export const APPLICATION_NOT_SENT = 'Your application could not be submitted:';
/** Starts the toast of a resume download that failed; the reason follows. */
export const RESUME_DOWNLOAD_FAILED = 'The resume could not be downloaded.';
/** Why a downloaded resume was not saved: its bytes are not one of the types the form takes. */
export const RESUME_NOT_A_DOCUMENT = 'The file is not a PDF, JPG or PNG, so it was not saved.';
