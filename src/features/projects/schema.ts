import * as z from 'zod/mini';
import { num, looseObj, text, textList, type Modelled } from '@/lib/parse';

export const projectSchema = looseObj({
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

export type Project = Modelled<z.infer<typeof projectSchema>>;
export type ProjectInput = Omit<Project, '_id'>;
