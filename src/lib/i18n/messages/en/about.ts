/** The About page: the company's story, promises, mission and vision, milestones, team and amenities. */
export default {
  title: 'About Us',
  description:
    'Kalinga Habitats builds and sells flats, duplex homes and plots around Bhubaneswar: our story, our values and the team you will meet.',
  /** The hero's eyebrow: the year the company was founded. */
  eyebrow: 'Since {year}',
  intro:
    '{company} builds flats and duplex homes and sells verified plots in and around Bhubaneswar. We are a local team of engineers, planners and advisers who believe buying a home should feel certain, not stressful.',
  benefits: {
    eyebrow: 'Benefits',
    title: 'Why families choose us',
    intro: 'Four promises we keep on every home and every plot we sell.',
    items: [
      {
        title: 'Clear titles, every time',
        text: 'Every plot and flat we sell is checked by our legal team: title deeds, mutation records and encumbrance certificates are ready before you visit.',
      },
      {
        title: 'RERA and BDA approved projects',
        text: 'Our buildings carry RERA registration and BDA or BMC plan approval, so your home is built to code and your loan is approved faster.',
      },
      {
        title: 'Transparent pricing',
        text: 'No hidden charges at registration: the price we quote lists parking, maintenance deposit and statutory fees line by line.',
      },
      {
        title: 'Help after the keys',
        text: 'Our customer care team stays with you after possession, from society formation to warranty repairs and resale support.',
      },
    ],
  },
  aims: {
    /** Names the mission-and-vision section for screen readers. */
    label: 'Mission and vision',
    mission: {
      eyebrow: 'Our Mission',
      title: 'Homes you can trust, at fair prices',
      text: 'To deliver well-built, legally clear homes and plots on the day we promise, and to price them honestly so that a first home in Bhubaneswar stays within reach of working families.',
    },
    vision: {
      eyebrow: 'Our Vision',
      title: 'Neighbourhoods Odisha is proud of',
      text: 'To grow green, walkable communities across Odisha, with parks, schools and shops close by, where neighbours know each other and homes keep their value for the next generation.',
    },
  },
  leads: {
    eyebrow: 'Leading the way',
    title: 'A developer Bhubaneswar has grown up with',
    text: 'From our first duplex row in Khandagiri to towers in Patia, we have led with careful planning, quality materials and on-time handovers.',
    /** What each figure counts ('15+' years...): the figures themselves are in the page's data. */
    milestones: {
      years: 'Years building in Odisha',
      projects: 'Projects delivered',
      families: 'Families moved in',
      acres: 'Acres of plotted land sold',
    },
  },
  team: {
    eyebrow: 'Our Team',
    title: 'The people behind every home',
    intro: 'Meet the leaders who answer for every home we build and every plot we sell.',
    /** A team member's photo's alt text. */
    portrait: 'Portrait of {name}',
    members: {
      debasis: { name: 'Debasis Panda', role: 'Founder & Managing Director' },
      subhashree: { name: 'Subhashree Mohanty', role: 'Head of Sales & Customer Relations' },
      pradeep: { name: 'Pradeep Nayak', role: 'Head of Projects & Construction' },
      ananya: { name: 'Ananya Rath', role: 'Legal & Land Acquisition Advisor' },
    },
  },
  amenities: {
    eyebrow: 'Amenities',
    title: 'Comforts built into our projects',
    /** {brand} is the company's short name ('Kalinga'). */
    intro: 'What you can expect in a {brand} community.',
    names: {
      parking: 'Parking',
      swimmingPool: 'Swimming Pool',
      security: 'Security',
      medicalCentre: 'Medical Centre',
      library: 'Library',
      kingSizeBeds: 'King Size Beds',
      smartHomes: 'Smart Homes',
      kidsPlayland: 'Kids Playland',
    },
  },
  family: {
    title: 'Join the {brand} family',
    text: 'Thousands of families already call a {company} address home. Visit a site with us this weekend, or tell us what you are looking for and we will call you back.',
    browse: 'Browse properties',
    contact: 'Contact us',
  },
} as const;
