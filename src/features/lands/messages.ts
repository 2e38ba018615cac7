/** Required wording, word for word: do not reword. */
export const LAND_MESSAGES = {
  fillAll: 'Please fill all the fields.',
  created: 'Land added successfully',
  updated: 'Land Details Updated Successfully.',
  updateFailed: "Couldn't Update land Details !",
  confirmDelete: 'Are you sure, you want to delete this item !',
  deleted: 'Land deleted successfully',
  deleteFailed: "Couldn't delete the land !",
  notANumber: 'Enter a number (0 or more)',
  notFound: 'This land could not be found. It may have been deleted.',
} as const;
