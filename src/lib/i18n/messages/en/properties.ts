import noMatchHint from './shared/noMatchHint';

import { BUILDING_STATUS_WORDS } from '@/lib/i18n/backendValueWords';

/** The Properties page: its hero, the buildings/lands toggle and search, the lists' filters, sort, count, pager and empty hint, and its EMI section. */
export default {
  title: 'Properties',
  description:
    'Flats, duplex homes and lands for sale around Bhubaneswar, Cuttack and Puri: browse buildings and plots and send an inquiry.',
  eyebrow: 'Buy with confidence',
  intro:
    'Flats, duplex homes and plots around Bhubaneswar, each with its approvals checked. Open any property for photos, plans and a quick inquiry.',
  /** The toggle's name for a screen reader, and its two choices. */
  show: 'Show',
  kinds: { buildings: 'Buildings', land: 'Land' },
  /** The list's heading, by the kind shown. */
  headings: { buildings: 'Buildings List', land: 'Lands List' },
  search: 'Search by name',
  placeholders: { buildings: 'Search Buildings...', land: 'Search Lands...' },
  /** Heard while a list loads. */
  loading: { buildings: 'Loading buildings', land: 'Loading lands' },
  /** The filters' group name for a screen reader. */
  filterGroup: { buildings: 'Filter buildings', land: 'Filter lands' },
  /** The button that unfolds the filters on a phone; `active` is heard after it when some are set. */
  filters: 'Filters',
  active: '{count} active',
  /** A select's first choice, which narrows nothing. */
  all: 'All',
  /** Each filter's name, by its key in the address. */
  labels: {
    city: 'City',
    status: 'Status',
    buildingType: 'Type',
    unitType: 'Unit type',
    landType: 'Land type',
    minArea: 'Min area (acres)',
    maxArea: 'Max area (acres)',
    minPrice: 'Min price',
    maxPrice: 'Max price',
  },
  /** The backend's building statuses (features/buildings/values.ts): 'pre-lunch' is its spelling of pre-launch. */
  buildingStatuses: BUILDING_STATUS_WORDS,
  sortBy: 'Sort by',
  sorts: {
    newest: 'Newest',
    name: 'Name A–Z',
    priceAsc: 'Price: low to high',
    priceDesc: 'Price: high to low',
    areaDesc: 'Area: largest first',
  },
  clearAll: 'Clear all',
  /** The results' count: every card of the list, or those the filters leave of it. */
  count: { one: '{count} property', other: '{count} properties' },
  countOf: '{shown} of {total} properties',
  /** After the count when the results have more than one page. */
  pageOf: ', page {page} of {pageCount}',
  /** Under 'No data found.' when the filters leave nothing. */
  noMatch: noMatchHint,
  /** The pager's name for a screen reader. */
  pages: 'Property pages',
  emi: {
    title: 'EMI Calculator',
    intro:
      'Work out the monthly instalment on a loan for a home or a plot: enter the amount, the interest rate and the tenure.',
  },
} as const;
