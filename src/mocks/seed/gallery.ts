import type { GalleryImage } from '@/features/gallery/schema';
import { seedId } from './ids';

const img = (name: string) => `/images/demo/${name}.svg`;

/** Nine showcase images with the names shown on hover. */
export const seedGallery: GalleryImage[] = [
  { _id: seedId('gallery', 1), img_url: img('tower-1'), name: 'Green Valley Residency, Patia' },
  { _id: seedId('gallery', 2), img_url: img('duplex-2'), name: 'Emerald Greens villas, Khandagiri' },
  { _id: seedId('gallery', 3), img_url: img('interior-1'), name: 'Living room, Kalinga Heights' },
  { _id: seedId('gallery', 4), img_url: img('commercial-1'), name: 'Utkal Business Square, Jaydev Vihar' },
  { _id: seedId('gallery', 5), img_url: img('land-2'), name: 'Janla residential plots' },
  { _id: seedId('gallery', 6), img_url: img('tower-5'), name: 'Mahanadi Riverview, Cuttack' },
  { _id: seedId('gallery', 7), img_url: img('interior-3'), name: 'Modular kitchen, sample flat' },
  { _id: seedId('gallery', 8), img_url: img('duplex-4'), name: 'Evergreen Enclave, Raghunathpur' },
  { _id: seedId('gallery', 9), img_url: img('tower-6'), name: 'Sea Breeze Residency, Puri' },
];
