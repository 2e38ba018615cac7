/** The inquiry and contact forms' success and failure texts, word for word from the product. */
export const INQUIRY_SUCCESS = 'Your Details Has Been Received. We Will Contact You Soon!';
export const INQUIRY_FAILURE = 'Something Went Wrong!.Please Try Again';
