import projectSummary from './shared/projectSummary';

/** A project's page: its facts, About and Amenities, its photos, the way to ask and call, its loading and not-found states, and what search results and shares say of it. */
export default {
  /** What a search result says of a project's page before the project names it. */
  description: 'A residential project by Kalinga Habitats around Bhubaneswar.',
  /** The page's name while neither the project nor its address names it. */
  untitled: 'Project',
  notFound: {
    title: 'Project not found',
    message: 'This project may have been removed, or the link is not complete.',
    back: 'Back to projects',
  },
  loading: 'Loading project details',
  facts: {
    label: 'Project facts',
    type: 'Project Type',
    year: 'Year of Completion',
    parking: 'Parking Facility',
    priceType: 'Price Type',
  },
  about: { title: 'About This Project', empty: 'Ask us for the details of this project.' },
  amenities: { title: 'Amenities', empty: 'No amenities listed yet.' },
  gallery: { label: '{name} photos', empty: 'No images available' },
  ask: 'Ask about this project',
  call: 'Call {phone}',
  /** A project in a sentence: its search result's description and what Share sends. */
  summary: projectSummary,
} as const;
