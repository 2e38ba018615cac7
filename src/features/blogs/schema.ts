import * as z from 'zod/mini';
import { obj, text, textList } from '@/lib/parse';

export const blogSchema = obj({
  _id: text,
  blogImage: text,
  category: text,
  title: text,
  authorName: text,
  authorImage: text,
  paragraphs: textList,
  sortParagraph: text,
  createdDate: text,
});

export type Blog = z.infer<typeof blogSchema>;
export type BlogInput = Omit<Blog, '_id'>;
