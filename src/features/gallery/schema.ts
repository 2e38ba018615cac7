import * as z from 'zod/mini';
import { obj, text } from '@/lib/parse';

export const galleryImageSchema = obj({ _id: text, img_url: text, name: text });
export type GalleryImage = z.infer<typeof galleryImageSchema>;
