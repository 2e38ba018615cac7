/** The home page's first screen: its meta, the hero and its slides. */
export default {
  title: '{company} | Flats, duplex homes and lands around Bhubaneswar',
  description:
    'Kalinga Habitats sells flats, duplex homes and lands around Bhubaneswar, Odisha. Browse buildings, lands and projects and talk to our team.',
  hero: {
    eyebrow: '{company} · Bhubaneswar',
    title: "Find a home you will love in Odisha's capital",
    text: 'Flats, duplex homes and verified plots around Bhubaneswar, with every approval shown up front and an adviser beside you from the first visit to the keys.',
    about: 'More About Us',
    browse: 'Browse Properties',
  },
  slideshow: {
    label: 'Featured homes',
    slide: '{index} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    show: 'Show slide {index}',
    announce: 'Slide {index} of {count}: {caption}',
  },
  slides: [
    {
      alt: 'Residential towers at dusk with landscaped gardens',
      caption: 'Apartments in Patia, close to Infocity',
    },
    { alt: 'A row of duplex homes with private lawns', caption: 'Duplex homes with private gardens' },
    { alt: 'Open plots beside a tree-lined road', caption: 'Verified plots around Bhubaneswar' },
    { alt: 'A bright living room with large windows', caption: 'Interiors finished to a high standard' },
    { alt: 'A modern commercial building on a city street', caption: 'Offices and shops on busy streets' },
    { alt: 'A temple spire over the Bhubaneswar skyline', caption: 'Homes in the Temple City of India' },
  ],
} as const;
