import * as z from 'zod/mini';
import { looseObj, text, textList, type Modelled } from '@/lib/parse';

export const blogSchema = looseObj({
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

export type Blog = Modelled<z.infer<typeof blogSchema>>;
export type BlogInput = Omit<Blog, '_id'>;
