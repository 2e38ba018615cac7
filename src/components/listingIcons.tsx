/** The icons of listings and their facts. */
import { icon } from './icons';

export const HomeIcon = icon('M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10', 'HomeIcon');
export const BuildingIcon = icon(
  'M4 21V5l8-3v19M12 8l8 3v10M3 21h18M7.5 8h1M7.5 12h1M7.5 16h1M15.5 13h1M15.5 17h1',
  'BuildingIcon',
);
export const LandIcon = icon('M3 18l6-8 4 5 3-3 5 6H3zM15 7.5a2 2 0 100-.01', 'LandIcon');
export const StarIcon = icon(
  'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  'StarIcon',
);
export const CalendarIcon = icon(
  [<rect x="3.5" y="5" width="17" height="15" rx="2" />, 'M3.5 10h17M8 3v4M16 3v4'],
  'CalendarIcon',
);
export const AreaIcon = icon('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5M8 8l8 8M16 8l-8 8', 'AreaIcon');
export const LayersIcon = icon('M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5', 'LayersIcon');
export const TagIcon = icon(['M3 12V4h8l10 10-8 8L3 12z', <circle cx="7.5" cy="8.5" r="1.3" />], 'TagIcon');
export const QuoteIcon = icon(
  'M9.5 7C6.5 8 5 10.5 5 14v3h5v-5H7.5c0-2 .8-3.3 2.5-4M19 7c-3 1-4.5 3.5-4.5 7v3h5v-5H17c0-2 .8-3.3 2.5-4',
  'QuoteIcon',
);
export const DropIcon = icon('M12 3.5s6 6.4 6 10.5a6 6 0 01-12 0c0-4.1 6-10.5 6-10.5z', 'DropIcon');
export const BoltIcon = icon('M13 3L5 13.5h6L10 21l8-10.5h-6L13 3z', 'BoltIcon');
