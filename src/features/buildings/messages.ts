/** Required wording, word for word: do not reword. */
export const BUILDING_MESSAGES = {
  nameRequired: 'Please Check Building Name',
  imagesRequired: 'Please Check Building Images',
  locationRequired: 'Please fill in all location details',
  unitsRequired: 'This is required so please Add Aminities',
  created: 'Building added successfully',
  createFailed: 'Please check All the fields',
  updated: 'Building Data Updated Successfully',
  updateFailed: 'Something went wrong',
  notANumber: 'Enter a number (0 or more)',
  deleted: 'Building deleted successfully',
  deleteFailed: "Couldn't delete the building !",
  notFound: 'This building could not be found. It may have been deleted.',
} as const;
