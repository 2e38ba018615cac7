import { icon } from '@/components/icons';

/** Drawn with a line; filled (the `fill-current` class) when the listing is kept. */
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0112 7.1a4.4 4.4 0 017.5 2.8C19.5 15.4 12 20 12 20z" />,
  'HeartIcon',
);
