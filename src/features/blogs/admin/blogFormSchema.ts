import '@/lib/zodConfig';
import { z } from 'zod';
import type { Blog, BlogInput } from '@/features/blogs/schema';

export const BLOG_FORM_MESSAGES = {
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
  authorNameRequired: 'Author Name is required',
} as const;

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
