/** The icons of buttons that act: search, add, edit, delete, download, view. */
import { icon } from './icons';

export const ChevronDownIcon = icon('M5 9l7 7 7-7', 'ChevronDownIcon');
export const SearchIcon = icon([<circle cx="11" cy="11" r="6.5" />, 'M20 20l-4.2-4.2'], 'SearchIcon');
export const PlusIcon = icon('M12 5v14M5 12h14', 'PlusIcon');
export const PencilIcon = icon('M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4', 'PencilIcon');
export const TrashIcon = icon('M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6', 'TrashIcon');
export const EyeIcon = icon(
  ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', <circle cx="12" cy="12" r="3" />],
  'EyeIcon',
);
export const DownloadIcon = icon('M12 4v11M7 10l5 5 5-5M5 20h14', 'DownloadIcon');
export const CheckIcon = icon('M5 12.5l4.5 4.5L19 7.5', 'CheckIcon');
export const RefreshIcon = icon('M20 11a8 8 0 10-2.3 5.7M20 4v7h-7', 'RefreshIcon');
