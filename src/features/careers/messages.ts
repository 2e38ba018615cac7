/* The texts of job applications, on the career page and in the back office. */

/** Starts the alert of an application that did not go; the reason follows. */
export const APPLICATION_NOT_SENT = 'Your application could not be submitted:';
/** An application sent whose answer never came: it may have arrived, and nothing here can tell. */
export const APPLICATION_UNCONFIRMED =
  'We could not confirm that your application arrived: the server did not answer after it was sent. Sending it again may send it twice, so press Send Again only if you want to.';
/** The submit button's label after an application that could not be confirmed. */
export const SEND_AGAIN = 'Send Again';
/** Starts the toast of a resume download that failed; the reason follows. */
export const RESUME_DOWNLOAD_FAILED = 'The resume could not be downloaded.';
/** Why a downloaded resume was not saved: its bytes are not one of the types the form takes. */
export const RESUME_NOT_A_DOCUMENT = 'The file is not a PDF, JPG or PNG, so it was not saved.';
