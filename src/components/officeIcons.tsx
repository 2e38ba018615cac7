/** The back office's icons. */
import { icon } from './icons';

export const BriefcaseIcon = icon(
  [<rect x="3" y="7" width="18" height="13" rx="2" />, 'M9 7V5a2 2 0 012-2h2a2 2 0 012 2v2M3 13h18'],
  'BriefcaseIcon',
);
export const FolderIcon = icon(
  'M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2V7z',
  'FolderIcon',
);
export const GridIcon = icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z', 'GridIcon');
export const DocumentIcon = icon('M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6', 'DocumentIcon');
export const UserIcon = icon([<circle cx="12" cy="8" r="4" />, 'M4 21a8 8 0 0116 0'], 'UserIcon');
export const LogoutIcon = icon('M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10', 'LogoutIcon');
