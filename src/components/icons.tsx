import { createElement, Fragment, type ReactElement, type SVGProps } from 'react';

/**
 * The stroke and fill come from the `icon` class (src/index.css), which outranks an attribute: an
 * icon filled or drawn otherwise takes a utility class (`fill-current`), so the attributes are not offered.
 */
type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'
> & {
  title?: string;
};

/** A path, by its `d`, or another shape (a circle, a rect) as an element. */
type Shape = string | ReactElement;

/**
 * A line-drawn 24 px icon, from its shapes. This file holds the site frame's icons (header, footer,
 * chat button, carousels, dialogs), which every public page shows; the other sets (listingIcons,
 * actionIcons, officeIcons, shareIcons) load only with the pages that show them.
 */
export function icon(drawing: Shape | Shape[], displayName: string) {
  // Passed as separate children, not as a list: a drawing that never changes needs no keys.
  const shapes = createElement(
    Fragment,
    null,
    ...[drawing].flat().map((shape) => (typeof shape === 'string' ? <path d={shape} /> : shape)),
  );
  // Its stroke comes from the `icon` class (src/index.css), so the HTML does not repeat it on every icon.
  function Icon({ title, className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = icon('M6 6l12 12M18 6L6 18', 'CloseIcon');
export const MenuIcon = icon('M4 7h16M4 12h16M4 17h16', 'MenuIcon');
export const PhoneIcon = icon(
  'M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z',
  'PhoneIcon',
);
export const MailIcon = icon(
  [<rect x="3" y="5" width="18" height="14" rx="2" />, 'M3 7l9 6 9-6'],
  'MailIcon',
);
export const MapPinIcon = icon(
  ['M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z', <circle cx="12" cy="9.5" r="2.5" />],
  'MapPinIcon',
);
export const FacebookIcon = icon(
  'M14 8h2V4.5h-2.5C10.9 4.5 10 6 10 8.3V10H8v3.5h2V20h3.5v-6.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z',
  'FacebookIcon',
);
export const InstagramIcon = icon(
  [
    <rect x="4" y="4" width="16" height="16" rx="4.5" />,
    <circle cx="12" cy="12" r="3.6" />,
    <circle cx="17" cy="7" r="0.6" fill="currentColor" />,
  ],
  'InstagramIcon',
);
export const ChatIcon = icon(
  'M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-3.8-1L4 20zM9 10.5h.01M12 10.5h.01M15 10.5h.01',
  'ChatIcon',
);
export const ChevronLeftIcon = icon('M15 5l-7 7 7 7', 'ChevronLeftIcon');
export const ChevronRightIcon = icon('M9 5l7 7-7 7', 'ChevronRightIcon');
export const PauseIcon = icon('M9 5v14M15 5v14', 'PauseIcon');
export const PlayIcon = icon('M7 4.5v15l12-7.5z', 'PlayIcon');
