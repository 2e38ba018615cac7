/** The showcase gallery (/gallery): its page, each image's tile, the enlarged viewer and its download. */
export default {
  title: 'Showcase Gallery',
  description: 'Photos of Kalinga Habitats buildings, homes and sites around Bhubaneswar.',
  eyebrow: 'Our work',
  intro:
    'Homes, interiors and plots from our projects across Bhubaneswar, Cuttack and Puri. Choose an image to see it larger or download it.',
  imagesLabel: 'Gallery images',
  loadingLabel: 'Loading the gallery',
  loading: 'Loading ..',
  failed: 'The gallery could not be loaded.',
  retry: 'Retry',
  empty: 'No data found.',
  /** An image the admin saved without a name. */
  untitled: 'Untitled image',
  view: 'VIEW',
  download: 'Download',
  downloading: 'Downloading...',
  close: 'Close',
  downloadFailed: 'The image could not be downloaded. Please try again.',
  /** When the file host did not answer in time; {time} is `seconds`. */
  downloadTimedOut:
    'The image could not be downloaded: the file host did not answer in {time}. Please try again.',
  seconds: { one: '{count} second', other: '{count} seconds' },
} as const;
