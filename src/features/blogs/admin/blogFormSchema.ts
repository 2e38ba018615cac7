/**
 * The create and edit blog form: its values, its checks (SPEC.md §5, full zod: admin-only code)
 * and the mapping to and from the Blog of SPEC.md §3.
 */
import '@/lib/zodConfig';
import { z } from 'zod';
import type { Blog, BlogInput } from '@/features/blogs/schema';

/** The blog form's messages: SPEC.md names the required fields, not the words, so these are ours. */
export const BLOG_FORM_MESSAGES = {
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
  authorNameRequired: 'Author Name is required',
} as const;

/** SPEC.md §5: category, title and author name are required (spaces alone do not count). */
export const blogFormSchema = z.object({
  blogImage: z.string(),
  category: z.string().trim().min(1, BLOG_FORM_MESSAGES.categoryRequired),
  title: z.string().trim().min(1, BLOG_FORM_MESSAGES.titleRequired),
  authorName: z.string().trim().min(1, BLOG_FORM_MESSAGES.authorNameRequired),
  authorImage: z.string(),
  sortParagraph: z.string(),
  // react-hook-form's field arrays hold objects (each row gets its own key), so each paragraph is wrapped.
  paragraphs: z.array(z.object({ text: z.string() })),
});

export type BlogFormValues = z.input<typeof blogFormSchema>;

export function emptyBlogForm(): BlogFormValues {
  return {
    blogImage: '',
    category: '',
    title: '',
    authorName: '',
    authorImage: '',
    sortParagraph: '',
    paragraphs: [{ text: '' }],
  };
}

/** A stored blog as the edit form shows it; a blog without paragraphs starts with one empty row. */
export function blogToForm(blog: Blog): BlogFormValues {
  return {
    blogImage: blog.blogImage,
    category: blog.category,
    title: blog.title,
    authorName: blog.authorName,
    authorImage: blog.authorImage,
    sortParagraph: blog.sortParagraph,
    paragraphs: blog.paragraphs.length ? blog.paragraphs.map((text) => ({ text })) : [{ text: '' }],
  };
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
