import { icon } from '@/components/icons';

/** Two columns side by side. */
export const CompareIcon = icon(
  <>
    <rect x="3.5" y="4" width="7" height="16" rx="1.5" />
    <rect x="13.5" y="4" width="7" height="16" rx="1.5" />
  </>,
  'CompareIcon',
);
export const ChosenIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'ChosenIcon');
