/** The Shortlist page (/shortlist): its title, notes and counts, Remove, keeping a shared list, the empty list, Ask about these and Share shortlist with its message. */
export default {
  title: 'Your Shortlist',
  sharedTitle: 'Shared Shortlist',
  description:
    'The buildings, lands and projects you keep on the Kalinga Habitats website, to compare, share and ask about in one message.',
  eyebrow: 'Kept in this browser',
  intro:
    'The buildings, lands and projects you keep with the Shortlist button, in one place: compare them, share them with family and ask us about all of them at once.',
  sharedIntro:
    'Someone shared these listings with you. Keep the ones you like in your own shortlist, on this phone or computer.',
  keptLabel: 'Kept listings',
  sharedLabel: 'Shared listings',
  listings: { one: '{count} listing', other: '{count} listings' },
  unavailable: 'This listing cannot be shown right now. It stays in your shortlist: try again in a moment.',
  gone: {
    title: 'No longer listed',
    text: 'This listing is no longer on our site: it may have been sold or removed.',
  },
  goneFromShared: {
    one: '{count} listing in this shared shortlist is no longer available.',
    other: '{count} listings in this shared shortlist are no longer available.',
  },
  loading: 'Loading your shortlist…',
  remove: 'Remove',
  /** Heard after Remove: {name} is the listing's. */
  removeWhat: '{name} from your shortlist',
  thisListing: 'this listing',
  keep: {
    title: 'Keep these listings?',
    text: 'They are added to your own shortlist in this browser; the listings you kept before stay.',
    /** {listings} is a count of `listings`. */
    saved: 'Saved: {listings} added to your shortlist.',
    allThere: 'They are all in your shortlist already.',
    didNotFit: '{listings} did not fit: a shortlist keeps at most {max}.',
    save: 'Save to my shortlist',
    openOwn: 'Open my shortlist',
  },
  empty: {
    title: 'Your shortlist is empty',
    text: 'Tap Shortlist on any building, land or project to keep it here, in this browser.',
    sharedTitle: 'No listings to show',
    sharedText: 'This shared address names no listing we still have.',
    browse: 'Browse properties',
  },
  ask: {
    button: 'Ask about these',
    label: 'Ask about these listings',
    intro: {
      one: 'One message to our team about this listing: we name each of them for you.',
      other: 'One message to our team about all {count} listings: we name each of them for you.',
    },
    formTitle: 'Ask About These Listings',
  },
  share: {
    button: 'Share shortlist',
    addressLabel: 'Address of this shortlist',
    addressNote: 'Anyone who opens it sees these listings on their own phone, and can keep them there.',
    newTab: '(opens in a new tab)',
    /** The WhatsApp message: the heading, a line per listing, then this before the address. */
    heading: 'My shortlist at {company}:',
    seeAll: 'See them all:',
  },
} as const;
