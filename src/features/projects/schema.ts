import * as z from 'zod/mini';
import { num, obj, text, textList } from '@/lib/parse';

export const projectSchema = obj({
  _id: text,
  projectName: text,
  projectType: text,
  projectStatus: text,
  parkingFacility: text,
  amenities: textList,
  description: text,
  location: text,
  yearOfCompletion: num,
  priceType: text,
  images: textList,
});

export type Project = z.infer<typeof projectSchema>;
export type ProjectInput = Omit<Project, '_id'>;
