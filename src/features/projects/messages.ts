/** Required wording, word for word: do not reword. */
export const PROJECT_CREATED = 'Project Created Successfully';
export const PROJECT_UPDATED = 'Project Updated Successfully';
export const PROJECT_DELETED = 'Project Deleted Successfully.';
export const PROJECT_DELETE_FAILED = "Couldn't delete the project !";
export const PROJECT_DELETE_CONFIRM = 'Are you sure, you want to delete this item ?';
export const NO_DATA = 'No Data Available';
export const SEARCH_PLACEHOLDER = 'Search by project name';

/** Not the specification's: the edit screen's words for a project the backend does not have. */
export const PROJECT_NOT_FOUND =
  'This project does not exist or has been deleted. Choose another one from the list.';
