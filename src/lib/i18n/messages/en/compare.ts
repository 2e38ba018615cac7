import {
  BUILDING_STATUS_WORDS,
  BUILDING_TYPE_WORDS,
  FURNISHING_WORDS,
  LAND_STATUS_WORDS,
  LAND_TYPE_WORDS,
  ROAD_WORDS,
  TERRAIN_WORDS,
  WATER_WORDS,
} from '@/lib/i18n/backendValueWords';

/** The Compare page (/compare), the compare tray at the foot of the pages, the compare table and the facts it sets side by side, and why a Compare press changed nothing. */
export default {
  title: 'Compare Properties',
  description:
    'Set up to four Kalinga Habitats buildings or lands side by side, one row per fact, with the differences marked.',
  breadcrumb: 'Properties',
  /** The kind compared, where no listing's name is in yet. */
  kinds: { building: 'buildings', land: 'lands' },
  /** How many of the kind compared: the page, the table's caption. */
  counted: {
    building: { one: '{count} buildings', other: '{count} buildings' },
    land: { one: '{count} lands', other: '{count} lands' },
  },
  /** {differs} is the marked word `differs`. */
  intro: '{listings} side by side, one row per fact. Rows whose values differ are marked {differs}.',
  differs: 'Differs',
  onlyDifferences: 'Show only differences',
  share: 'Share comparison',
  shareTitle: 'Compare: {names}',
  shareText: '{names} side by side, by {company}.',
  print: 'Print',
  /** An address naming both kinds: only the first kind's listings are compared. */
  mixed: {
    building:
      'This address named buildings and lands together; only the buildings are compared, as buildings are compared with buildings and lands with lands.',
    land: 'This address named buildings and lands together; only the lands are compared, as buildings are compared with buildings and lands with lands.',
  },
  missing: {
    one: 'One listing here is no longer on our site: it may have been sold or removed. Remove it to compare the others.',
    other:
      '{count} listings here are no longer on our site: they may have been sold or removed. Remove them to compare the others.',
  },
  loading: {
    building: 'Loading the buildings to compare…',
    land: 'Loading the lands to compare…',
    listings: 'Loading the listings to compare…',
  },
  /** {compare} is the Compare button's name, {properties} the link `ourProperties`. */
  more: {
    building: 'You can compare up to {max} buildings: choose {compare} on another in {properties}.',
    land: 'You can compare up to {max} lands: choose {compare} on another in {properties}.',
  },
  ourProperties: 'our properties',
  nothingChosen: {
    title: 'Nothing to compare yet',
    text: 'Choose {compare} on up to {max} buildings or up to {max} lands, then open the comparison from the tray at the foot of the page.',
    browse: 'Browse properties',
  },
  table: {
    caption: '{listings} side by side',
    captionDiffering: '{listings} side by side, only the facts that differ',
    /** A column's name where its listing could not be read. */
    loading: 'Loading…',
    removed: 'Listing removed',
    notLoaded: 'Listing not loaded',
    removedNote: 'This listing is no longer on our site: it may have been sold or removed.',
    failedNote: 'This listing could not be loaded.',
    retry: 'Retry',
    remove: 'Remove',
    removeWhat: 'Remove {name} from the comparison',
    noDifferences: 'These listings do not differ in any of the facts shown.',
  },
  tray: {
    label: 'Listings to compare',
    title: 'Compare',
    chosenLabel: 'Chosen to compare',
    count: { building: '{count} of {max} buildings', land: '{count} of {max} lands' },
    clear: 'Clear',
    compareNow: 'Compare now',
    /** Said when the list changes; {chosen} is the count above. */
    status: '{chosen} chosen to compare.',
    oneMore: 'Choose one more to compare them.',
  },
  /** Why a Compare press changed nothing, and the way on (the tray's Clear). */
  refusal: {
    full: 'You can compare up to {max} listings.',
    otherKind: {
      building:
        'You can compare buildings with buildings and lands with lands. Clear the comparison to start with buildings.',
      land: 'You can compare buildings with buildings and lands with lands. Clear the comparison to start with lands.',
    },
  },
  /**
   * The facts set side by side. An English page shows the backend's words as stored (capitalised);
   * the word lists here name them on a page in another language.
   */
  facts: {
    notGiven: 'N/A',
    untitledBuilding: 'Untitled building',
    untitledLand: 'Untitled land',
    acres: { one: '{count} Acre', other: '{count} Acres' },
    yesNo: { yes: 'Yes', no: 'No' },
    building: {
      labels: {
        type: 'Type',
        status: 'Status',
        approval: 'Approval',
        units: 'Units and bedrooms',
        floors: 'Floors',
        towers: 'Towers',
        area: 'Area',
        parking: 'Parking',
        possession: 'Possession year',
        amenities: 'Amenities',
        furnishing: 'Furnishing',
        city: 'City',
      },
      bedrooms: { one: '{count} bedroom', other: '{count} bedrooms' },
      types: BUILDING_TYPE_WORDS,
      statuses: BUILDING_STATUS_WORDS,
      furnishings: FURNISHING_WORDS,
    },
    land: {
      labels: {
        type: 'Type',
        status: 'Status',
        acres: 'Area in acres',
        sqFt: 'Area in sq ft',
        price: 'Price',
        perSqFt: 'Price per sq ft',
        terrain: 'Terrain',
        road: 'Road access',
        water: 'Water',
        electricity: 'Electricity',
        city: 'City',
      },
      sqFt: '{area} sq ft',
      priceOnRequest: 'Price on request',
      types: LAND_TYPE_WORDS,
      statuses: LAND_STATUS_WORDS,
      terrains: TERRAIN_WORDS,
      roads: ROAD_WORDS,
      water: WATER_WORDS,
    },
  },
} as const;
