import { icon } from '@/components/icons';

export const ShareIcon = icon(
  [
    <circle cx="18" cy="5.5" r="2.5" />,
    <circle cx="6" cy="12" r="2.5" />,
    <circle cx="18" cy="18.5" r="2.5" />,
    'M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1',
  ],
  'ShareIcon',
);
export const LinkIcon = icon(
  ['M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1', 'M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1'],
  'LinkIcon',
);
export const WhatsAppIcon = icon(
  [
    'M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-3.8-1L4 20z',
    'M9.2 8.6c0 3 2.6 6 6 6.2l.8-1.6-1.8-.9-.8.8a4.4 4.4 0 01-2.3-2.3l.8-.8-.9-1.8-1.6.8',
  ],
  'WhatsAppIcon',
);
