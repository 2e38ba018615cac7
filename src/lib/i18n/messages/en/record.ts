/** What every record page shares (a post, a project, a building, a land): its trail, Share and its menu, the brochure link, the gallery's buttons and the fact tiles' shared labels. */
export default {
  /** The breadcrumb's steps between Home (the shell's) and the record. */
  trail: { blog: 'Blog', projects: 'Projects', properties: 'Properties' },
  /** The area map under a listing's location: its name, the place it is centred on (the backend's, as entered), the way there. */
  map: {
    title: 'Map of the area around {name}',
    approximate: 'Approximate location:',
    directions: 'Get directions',
  },
  share: {
    button: 'Share',
    menu: 'Share {title}',
    /** Heard after WhatsApp in the menu. */
    newTab: '(opens in a new tab)',
    email: 'Email',
    /** The copy button's text, and what a screen reader hears once it has copied. */
    copy: { idle: 'Copy link', copied: 'Link copied', failed: 'Copy failed' },
    /** What a listing shares when its page gives no text of its own. */
    listing: '{name} in {place}, by {company}.',
    listingNoPlace: '{name}, by {company}.',
  },
  brochure: 'Download brochure',
  gallery: {
    thumbnails: 'Thumbnails',
    photo: {
      numbered: '{name}, photo {number} of {total}',
      previous: 'Previous photo',
      next: 'Next photo',
      show: 'Show photo {number} of {total}',
    },
    image: {
      numbered: '{name}, image {number} of {total}',
      previous: 'Previous image',
      next: 'Next image',
      show: 'Show image {number} of {total}',
    },
  },
  /** Fact tiles' labels that every kind of listing shows, and a fact the listing does not give. */
  facts: { status: 'Status', location: 'Location', price: 'Price', notGiven: 'N/A' },
} as const;
