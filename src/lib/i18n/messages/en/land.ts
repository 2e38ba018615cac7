import { ROAD_WORDS, TERRAIN_WORDS, WATER_WORDS } from '@/lib/i18n/backendValueWords';

/** A land's page: its price card, photos, facts in groups, EMI section and inquiry, its loading and not-found states, and what search results say of it. */
export default {
  /** What a search result says of a land's page before the land names it. */
  description: 'Land for sale by Kalinga Habitats around Bhubaneswar.',
  /** The land's name when the backend gives none, and the page's name while nothing names it. */
  untitled: 'Land Details',
  notFound: {
    title: 'Land not found',
    message: 'This land may have been sold or removed, or the link is not complete.',
    back: 'Back to properties',
  },
  loading: 'Loading land details',
  sellingPrice: 'Selling Price',
  call: 'Call {phone}',
  askLink: 'Ask About This Land',
  details: 'Land Details',
  emi: {
    title: 'Work out your EMI',
    fromPrice:
      'Starting from a loan of {share} % of the price: change any figure to see what a month would cost.',
    noPrice: 'Enter what you would borrow, the rate and the tenure to see what a month would cost.',
  },
  inquiry: { label: 'Ask about this land', title: 'Interested? Send An Inquiry' },
  carousel: {
    label: '{name} photos',
    /** Said by a screen reader for the carousel and each of its slides. */
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{number} of {total}',
    show: 'Show photo {number}',
    /** Announced as the photo changes. */
    current: 'Photo {number} of {total}',
    empty: 'No images available',
  },
  /** The area map's name when the land has none. */
  map: {
    untitled: 'this land',
  },
  facts: {
    groups: { property: 'Property', utilities: 'Utilities', location: 'Location' },
    labels: {
      totalArea: 'Total Area',
      sellingPrice: 'Selling Price',
      propertyType: 'Property Type',
      terrain: 'Terrain',
      soilType: 'Soil Type',
      roadAccess: 'Road Access',
      waterAccess: 'Water Access',
      sewageSystem: 'Sewage System',
      electricity: 'Electricity',
      address: 'Address',
      city: 'City',
      state: 'State',
      zipCode: 'Zip Code',
      country: 'Country',
    },
    /** The backend's fixed lists (features/lands/values.ts), as the facts name them. */
    values: {
      terrain: TERRAIN_WORDS,
      road: ROAD_WORDS,
      water: WATER_WORDS,
      sewage: { municipal: 'Municipal', septic: 'Septic', none: 'None' },
      electricity: { yes: 'Yes', no: 'No' },
    },
  },
  /** A land in a sentence or two: its search result's description. */
  summary: {
    typed: { sized: '{name}: {type} of {area} in {place}.', unsized: '{name}: {type} in {place}.' },
    untyped: { sized: '{name}: Land of {area} in {place}.', unsized: '{name}: Land in {place}.' },
    /** The place when the land gives none. */
    place: 'Bhubaneswar',
    status: '{status}.',
  },
} as const;
