/** The home page's sections below the hero: categories, listings, posts, buying steps, feedback. */
export default {
  categories: {
    eyebrow: 'What we offer',
    title: 'Property Categories',
    intro: 'Whatever you are looking for, start with the kind of property that suits you.',
    kinds: {
      flats: { name: 'Flats', text: 'Two to four bedroom apartments in gated towers.' },
      duplexHomes: { name: 'Duplex Homes', text: 'Independent homes with gardens and parking.' },
      lands: { name: 'Lands', text: 'Residential, farm and commercial plots with clear titles.' },
    },
  },
  viewMore: 'View More',
  buildings: {
    eyebrow: 'Flats & duplex homes',
    title: 'Our Buildings',
    intro: 'Apartments and independent homes by trusted developers, every one approved and registered.',
    more: 'View More buildings',
    loading: 'Loading buildings',
  },
  lands: {
    eyebrow: 'Plots & acreage',
    title: 'Our Lands',
    intro: 'Residential plots, farm land and commercial sites with clear titles and road access.',
    more: 'View More lands',
    loading: 'Loading lands',
  },
  posts: {
    eyebrow: 'Guides & news',
    title: 'From Our Blog',
    intro: 'Practical reading on approvals, home loans and neighbourhoods around Bhubaneswar.',
    more: 'View More blog posts',
    loading: 'Loading blog posts',
  },
  buying: {
    eyebrow: 'Buying a property',
    title: 'Buying Your Home, Step By Step',
    intro:
      'A home is the biggest purchase most families make. We keep it simple, transparent and on your schedule.',
    steps: [
      {
        title: 'Tell us what you need',
        text: 'Budget, area, size and timeline: one call and we shortlist homes and plots that fit.',
      },
      {
        title: 'Visit with an adviser',
        text: 'We drive you to every site on the list and answer questions about the neighbourhood.',
      },
      {
        title: 'Check every paper',
        text: 'Our legal team shows the title, approvals and RERA registration before you pay anything.',
      },
      {
        title: 'Register and move in',
        text: 'Loan papers, registration and handover: we stay with you until the keys are yours.',
      },
    ],
    adviser: 'Talk To An Adviser',
  },
  feedback: {
    eyebrow: 'Client feedback',
    title: 'What Our Clients Say',
    rated: 'Rated {rating} out of {max}',
    clients: {
      ankita: {
        name: 'Ankita Mishra',
        designation: 'Bought a 3 BHK in Patia',
        message:
          'From the first site visit to the registration, the team was patient and honest. They showed us every approval and our flat was handed over on the promised date.',
      },
      subrat: {
        name: 'Subrat Nayak',
        designation: 'Bought a plot in Janla',
        message:
          'I live in Pune and could not visit often. They sent videos of the plot, checked the papers with me on calls and made the registration day quick and simple.',
      },
    },
  },
} as const;
