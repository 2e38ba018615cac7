/** The Community page: the neighbourhoods we build in, residents' events and what we give back. */
export default {
  title: 'Community',
  description:
    'The neighbourhoods around Bhubaneswar where Kalinga Habitats builds: schools, hospitals, transport and daily life nearby.',
  eyebrow: 'Life in our neighbourhoods',
  intro:
    'A home is more than four walls. {company} communities are built around parks, festivals and neighbours who look out for each other, in the city we are proud to call home.',
  neighbourhoods: {
    eyebrow: 'Where we build',
    title: 'Bhubaneswar neighbourhoods',
    intro:
      'The Temple City has grown into one of India’s best-planned smart cities. These are the areas where our homes and plots are, and what makes each of them special.',
    areas: [
      {
        name: 'Patia & Chandrasekharpur',
        text: 'The IT and education hub of the city, home to Infocity, KIIT and a young crowd. Modern apartments, cafés and quick access to the airport and Cuttack.',
      },
      {
        name: 'Khandagiri & Baramunda',
        text: 'Green, settled neighbourhoods around the ancient caves, popular with families for their schools, markets and the bus terminal close by.',
      },
      {
        name: 'Jaydev Vihar & Nayapalli',
        text: 'The commercial heart of Bhubaneswar, with offices, malls, hospitals and the best restaurants, and our own office on the main road.',
      },
      {
        name: 'Raghunathpur & Janla',
        text: 'Fast-growing areas on the Khurda and Cuttack roads, where plotted developments and independent homes offer space at a sensible price.',
      },
    ],
  },
  events: {
    eyebrow: 'Together',
    title: 'Community events',
    intro: 'Something to look forward to every season.',
    items: [
      {
        name: 'Festival celebrations',
        text: 'Raja, Rath Yatra, Durga Puja and Diwali are celebrated together in every Kalinga community, with pandals, lights and a feast for residents and staff.',
      },
      {
        name: 'Residents’ sports days',
        text: 'Cricket and badminton leagues, a winter marathon and yoga on the lawns bring neighbours out of their homes and get children playing together.',
      },
      {
        name: 'Homebuyers’ open days',
        text: 'Twice a year we open our completed communities to visitors, so future buyers can meet the people who already live there.',
      },
    ],
  },
  responsibility: {
    eyebrow: 'Giving back',
    title: 'Corporate social responsibility',
    intro: 'We want the city to be better for our being here. This is how we give back.',
    items: [
      {
        name: 'Green Bhubaneswar',
        text: 'For every home we hand over we plant ten native trees, and every project harvests rainwater and uses solar lighting in its common areas.',
      },
      {
        name: 'Skills for workers',
        text: 'Our site academy trains construction workers in masonry, electrical work and safety, with certificates that help them earn more.',
      },
      {
        name: 'Schools and health',
        text: 'We support two government schools near our sites with books, clean water and toilets, and hold free health camps for workers’ families.',
      },
    ],
  },
  join: {
    title: 'Become our neighbour',
    text: 'See the homes and plots available in the communities above, or visit one with our team.',
    properties: 'View properties',
    gallery: 'See the gallery',
  },
} as const;
