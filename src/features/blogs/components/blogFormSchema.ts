import type { Blog, BlogInput } from '@/features/blogs/schema';

/** One paragraph row of the form; the id keeps React's rows stable as rows come and go. */
export interface ParagraphRow {
  id: number;
  text: string;
}

export interface BlogFormValues {
  blogImage: string;
  category: string;
  title: string;
  authorName: string;
  authorImage: string;
  sortParagraph: string;
  paragraphs: ParagraphRow[];
}

export type BlogFormErrors = Partial<Record<'category' | 'title' | 'authorName', string>>;

let nextRowId = 1;
export const paragraphRow = (text = ''): ParagraphRow => ({ id: nextRowId++, text });

export function emptyBlogForm(): BlogFormValues {
  return {
    blogImage: '',
    category: '',
    title: '',
    authorName: '',
    authorImage: '',
    sortParagraph: '',
    paragraphs: [paragraphRow()],
  };
}

export function blogToForm(blog: Blog): BlogFormValues {
  return {
    blogImage: blog.blogImage,
    category: blog.category,
    title: blog.title,
    authorName: blog.authorName,
    authorImage: blog.authorImage,
    sortParagraph: blog.sortParagraph,
    paragraphs: blog.paragraphs.length ? blog.paragraphs.map((text) => paragraphRow(text)) : [paragraphRow()],
  };
}

/** SPEC.md §5: category, title and author name are required (spaces alone do not count). */
export function validateBlog(values: BlogFormValues): BlogFormErrors {
  const errors: BlogFormErrors = {};
  if (!values.category.trim()) errors.category = 'Category is required';
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.authorName.trim()) errors.authorName = 'Author Name is required';
  return errors;
}

/**
 * The blog as the backend takes it. Empty paragraph rows are dropped; an empty author image stays
 * empty (cards show DEFAULT_AUTHOR_IMAGE for it). `createdDate` is the submit time.
 */
export function formToBlogInput(values: BlogFormValues, createdDate: string): BlogInput {
  return {
    blogImage: values.blogImage,
    category: values.category.trim(),
    title: values.title.trim(),
    authorName: values.authorName.trim(),
    authorImage: values.authorImage,
    paragraphs: values.paragraphs.map((row) => row.text.trim()).filter(Boolean),
    sortParagraph: values.sortParagraph.trim(),
    createdDate,
  };
}
