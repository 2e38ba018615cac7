import { BUILDING_STATUS_WORDS, FURNISHING_WORDS } from '@/lib/i18n/backendValueWords';

/** A building's page: its price line, summary tiles, About tabs (details, plan, locations and map), its photos, the sales card, Similar Properties, its loading and not-found states, and what search results say of it. */
export default {
  /** What a search result says of a building's page before the building names it. */
  description: 'A building for sale by Kalinga Habitats around Bhubaneswar.',
  /** The page's name while neither the building nor its address names it. */
  untitled: 'Property',
  notFound: {
    title: 'Property not found',
    message: 'This property may have been sold or removed, or the link is not complete.',
    back: 'Back to properties',
  },
  loading: 'Loading property details',
  /** The building page always reads this, never a number, as the product asks. */
  price: '- Call For Price -',
  ask: 'Ask about this property',
  /** A building in a sentence: its search result's description. */
  summary: {
    /** {kind}: its type and unit types, as the backend gives them ('Residential, 2 BHK Apartments'). */
    typed: '{name}: {kind} in {place}.',
    untyped: '{name}: homes in {place}.',
    /** The place when the building gives none. */
    place: 'Bhubaneswar',
    status: '{status}.',
  },
  /** The backend's building statuses (features/buildings/values.ts): 'pre-lunch' is its spelling of pre-launch. */
  statuses: BUILDING_STATUS_WORDS,
  /** The backend's furnishings and its Yes and No (parking, balcony, terrace), on a page in another language. */
  furnishings: FURNISHING_WORDS,
  yesNo: { yes: 'Yes', no: 'No' },
  counts: {
    towers: { one: '{count} Tower', other: '{count} Towers' },
    floors: { one: '{count} Floor', other: '{count} Floors' },
    acres: { one: '{count} Acre', other: '{count} Acres' },
    bedrooms: { one: '{count} Bedroom', other: '{count} Bedrooms' },
    bathrooms: { one: '{count} Bathroom', other: '{count} Bathrooms' },
    kitchens: { one: '{count} Kitchen', other: '{count} Kitchens' },
  },
  /** The six tiles under the photos. */
  tiles: {
    label: 'Summary',
    type: 'Property Type',
    apartment: 'Apartment Type',
    status: 'Status',
    area: 'Total Area',
    towersFloors: 'Towers & Floors',
    possession: 'Possession',
  },
  gallery: { label: '{name} photos' },
  about: {
    title: 'About This Property',
    /** The tabs' name for a screen reader, and each tab. */
    tabs: 'Property information',
    details: 'Property Details',
    plan: 'Property Plan',
    locations: 'Locations',
  },
  details: {
    noDescription: 'A full description of this property will be added soon.',
    keyFacts: 'Key Facts',
    facts: {
      developer: 'Developer',
      approval: 'Approval',
      furnishing: 'Furnishing',
      parking: 'Parking',
      towers: 'Towers',
      floors: 'Total Floors',
    },
    units: 'Unit Types',
    /** A unit the backend gives no type for, by its place in the list. */
    unit: 'Unit {number}',
    balcony: 'Balcony:',
    terrace: 'Terrace:',
    amenities: 'Amenities',
  },
  plan: {
    alt: '{name} floor plan',
    /** The plan's name when the building has none. */
    untitled: 'Building',
    empty: 'The plan of this property will be added soon.',
  },
  location: {
    address: 'Address',
    nearby: 'Nearby',
    noNearby: 'Nearby places will be added soon.',
    map: 'On The Map',
    /** The map's name when the building has none. */
    untitled: 'this property',
  },
  contact: {
    title: 'Talk To Our Sales Team',
    text: 'Prices, site visits, home loans: call us, we answer every day from {from} to {to}.',
    /** A call-back hour ('9 am'): its number and its half of the day. */
    hourAm: '{hour} am',
    hourPm: '{hour} pm',
  },
  /** Other listings like this one, under a building's or a land's page. */
  similar: {
    eyebrow: 'You may also like',
    title: 'Similar Properties',
    loading: 'Loading similar properties',
  },
} as const;
