/** The page for listings not yet announced (/upcoming-projects). */
export default {
  title: 'New Listings Coming Soon',
  description:
    'New Kalinga Habitats homes and plots around Bhubaneswar are on their way: talk to us to hear first.',
  launching: 'Launching soon',
  intro:
    'We are preparing new flats, duplex homes and plots around Bhubaneswar. Call us to hear about them first, or browse what is available today.',
  browse: 'Browse Properties',
} as const;
