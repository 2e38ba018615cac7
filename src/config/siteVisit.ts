/**
 * Site visits asked for with an inquiry: the days a buyer may choose and the office's visiting
 * slots. Times are on the office's clock (company.timeZone); a slot ends before dark all year.
 */
export const SITE_VISIT_DAYS_AHEAD = 60;

export const SITE_VISIT_SLOTS = [
  { value: 'morning', label: 'Morning', start: '10:00', end: '12:00' },
  { value: 'afternoon', label: 'Afternoon', start: '14:00', end: '16:00' },
  { value: 'evening', label: 'Evening', start: '16:00', end: '18:00' },
] as const;

export type SiteVisitSlot = (typeof SITE_VISIT_SLOTS)[number]['value'];
