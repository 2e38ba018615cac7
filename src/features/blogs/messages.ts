/** The blog back office's texts. The product specification gives none, so these are ours (docs/decisions/0054). */
export const BLOG_CREATED = 'Blog Added Successfully';
export const BLOG_UPDATED = 'Blog Updated Successfully';
export const BLOG_DELETED = 'Blog Deleted Successfully';
export const BLOG_CREATE_FAILED = "Couldn't add the blog. Please try again.";
export const BLOG_UPDATE_FAILED = "Couldn't update the blog. Please try again.";
export const BLOG_DELETE_FAILED = "Couldn't delete the blog. Please try again.";
export const BLOG_LOAD_FAILED = "Couldn't load the blogs.";
