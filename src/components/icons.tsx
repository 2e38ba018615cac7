import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function icon(paths: ReactNode, displayName: string) {
  function Icon({ title, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />, 'MenuIcon');
export const PhoneIcon = icon(
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z" />,
  'PhoneIcon',
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
  'MailIcon',
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
  'MapPinIcon',
);
export const FacebookIcon = icon(
  <path d="M14 8h2V4.5h-2.5C10.9 4.5 10 6 10 8.3V10H8v3.5h2V20h3.5v-6.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z" />,
  'FacebookIcon',
);
export const InstagramIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="17" cy="7" r="0.6" fill="currentColor" />
  </>,
  'InstagramIcon',
);
export const ChatIcon = icon(
  <path d="M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-3.8-1L4 20zM9 10.5h.01M12 10.5h.01M15 10.5h.01" />,
  'ChatIcon',
);
export const ChevronLeftIcon = icon(<path d="M15 5l-7 7 7 7" />, 'ChevronLeftIcon');
export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />, 'ChevronRightIcon');
export const ChevronDownIcon = icon(<path d="M5 9l7 7 7-7" />, 'ChevronDownIcon');
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
  'SearchIcon',
);
export const HomeIcon = icon(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />, 'HomeIcon');
export const BuildingIcon = icon(
  <path d="M4 21V5l8-3v19M12 8l8 3v10M3 21h18M7.5 8h1M7.5 12h1M7.5 16h1M15.5 13h1M15.5 17h1" />,
  'BuildingIcon',
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const LandIcon = icon(<path d="M3 18l6-8 4 5 3-3 5 6H3zM15 7.5a2 2 0 100-.01" />, 'LandIcon');
export const BriefcaseIcon = icon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 012-2h2a2 2 0 012 2v2M3 13h18" />
  </>,
  'BriefcaseIcon',
);
export const FolderIcon = icon(
  <path d="M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2V7z" />,
  'FolderIcon',
);
export const GridIcon = icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />, 'GridIcon');
export const DocumentIcon = icon(<path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />, 'DocumentIcon');
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </>,
  'UserIcon',
);
export const LogoutIcon = icon(<path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />, 'LogoutIcon');
export const PencilIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />, 'PencilIcon');
export const TrashIcon = icon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />, 'TrashIcon');
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />, 'DownloadIcon');
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'CheckIcon');
export const StarIcon = icon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  'StarIcon',
);
export const PauseIcon = icon(<path d="M9 5v14M15 5v14" />, 'PauseIcon');
export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5z" />, 'PlayIcon');
export const RefreshIcon = icon(<path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" />, 'RefreshIcon');
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
  'CalendarIcon',
);
export const AreaIcon = icon(
  <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5M8 8l8 8M16 8l-8 8" />,
  'AreaIcon',
);
export const LayersIcon = icon(<path d="M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5" />, 'LayersIcon');
export const TagIcon = icon(
  <>
    <path d="M3 12V4h8l10 10-8 8L3 12z" />
    <circle cx="7.5" cy="8.5" r="1.3" />
  </>,
  'TagIcon',
);
export const QuoteIcon = icon(
  <path d="M9.5 7C6.5 8 5 10.5 5 14v3h5v-5H7.5c0-2 .8-3.3 2.5-4M19 7c-3 1-4.5 3.5-4.5 7v3h5v-5H17c0-2 .8-3.3 2.5-4" />,
  'QuoteIcon',
);
export const DropIcon = icon(
  <path d="M12 3.5s6 6.4 6 10.5a6 6 0 01-12 0c0-4.1 6-10.5 6-10.5z" />,
  'DropIcon',
);
export const BoltIcon = icon(<path d="M13 3L5 13.5h6L10 21l8-10.5h-6L13 3z" />, 'BoltIcon');
