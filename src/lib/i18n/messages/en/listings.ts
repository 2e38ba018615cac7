import { BUILDING_TYPE_WORDS, LAND_STATUS_WORDS, LAND_TYPE_WORDS } from '@/lib/i18n/backendValueWords';

/** The listing cards and their parts that public pages share: building, land, project and blog cards, their buttons and prices, a list's empty and error texts, and Recently viewed. */
export default {
  building: {
    untitled: 'Untitled building',
    anotherView: '{name}, another view',
    callForPrice: 'Call For Price',
    /** The backend's building types (features/buildings/values.ts), as a card's tag names them. */
    types: BUILDING_TYPE_WORDS,
  },
  land: {
    untitled: 'Untitled land',
    sold: 'Sold',
    area: 'Area: ',
    acres: { one: '{count} Acre', other: '{count} Acres' },
    sellingPrice: 'Selling price',
    priceOnRequest: 'Price on request',
    /** Heard after the price of a square foot, where the eye reads ' / sq ft'. */
    perSqFtSpoken: ' per square foot',
    /** The backend's land types and statuses (features/lands/values.ts). */
    types: LAND_TYPE_WORDS,
    statuses: LAND_STATUS_WORDS,
  },
  project: {
    untitled: 'Untitled project',
    /** The backend's project statuses (features/projects/values.ts), a stored 'Finished' shown as Completed. */
    statuses: { ongoing: 'Ongoing', completed: 'Completed', upcoming: 'Upcoming' },
    types: { land: 'Land', duplex: 'Duplex', triplex: 'Triplex', simplex: 'Simplex', '4+s': '4+S' },
    priceTypes: {
      'on request': 'On Request',
      'call for price': 'Call For Price',
      'fixed price': 'Fixed Price',
    },
    /** The backend's Yes and No for parking, as the page's facts say them. */
    parking: { yes: 'Available', no: 'Not available' },
    card: {
      type: 'Type',
      parking: 'Parking',
      price: 'Price',
      completion: 'Completion',
      /** Heard before the amenity a card shows. */
      amenity: 'Amenity: ',
      view: 'View Project',
      /** A card's photos, when it has several. */
      photo: '{name}, photo {index} of {total}',
      play: 'Play photos of {name}',
      pause: 'Pause photos of {name}',
    },
  },
  blog: { untitled: 'Untitled blog' },
  shortlist: 'Shortlist',
  /** A Shortlist press on a full list: {list} is the link to the list, named by `list`. */
  shortlistFull: {
    text: 'Your shortlist holds up to {max} listings: remove one from {list} to keep this one.',
    list: 'your shortlist',
  },
  compare: 'Compare',
  noData: 'No data found.',
  retry: 'Retry',
  /** The site's own error texts (lib/errors.ts); a server's own message is shown as it comes. */
  errors: {
    fallback: 'Something went wrong. Please try again.',
    network: 'Could not reach the server. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
  },
  recentlyViewed: {
    eyebrow: 'Pick up where you left off',
    title: 'Recently viewed',
    clear: 'Clear',
    /** Said after Clear, not seen. */
    clearWhat: 'recently viewed',
    cleared: 'Recently viewed listings cleared.',
    kinds: { building: 'Building', land: 'Land', project: 'Project' },
    keptInBrowser:
      'Your shortlist, the listings you compare and the ones you viewed recently are kept only in this browser, on this device. They are not sent to us; clearing this site’s data removes them.',
  },
} as const;
