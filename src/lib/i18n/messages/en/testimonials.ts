/** The Testimonials page: its heading and each customer's words (photos and ratings are the page's data). */
export default {
  title: 'Our Testimonials',
  description:
    'What families and investors say about buying flats, homes and land with Kalinga Habitats in Bhubaneswar.',
  eyebrow: 'Happy homeowners',
  intro: 'Buyers, investors and families share what it was like to find a home or a plot with {company}.',
  /** Names the list of testimonials for screen readers. */
  listLabel: 'What our customers say',
  /** The stars read aloud: 'Rated 4 out of 5'. */
  rating: 'Rated {rating} out of {max}',
  entries: {
    sasmita: {
      name: 'Sasmita Behera',
      designation: 'Software Engineer, Infocity',
      msg: 'We booked a 3 BHK in Patia after comparing six builders. The team showed us every approval before we paid a rupee, and the flat was handed over two weeks early.',
    },
    amitabh: {
      name: 'Amitabh Mishra',
      designation: 'Business Owner, Cuttack',
      msg: 'I invested in a commercial unit at Jaydev Vihar on their advice. It was leased within three months and the rental yield is better than I expected.',
    },
    priyanka: {
      name: 'Priyanka Das',
      designation: 'Doctor, AIIMS Bhubaneswar',
      msg: 'With night shifts I had little time to visit sites. They sent videos, arranged a Sunday visit and helped with my home loan papers. Truly hassle-free.',
    },
    rajesh: {
      name: 'Rajesh Kumar Sahoo',
      designation: 'Retired Bank Manager',
      msg: 'Buying a plot near Janla for our retirement home felt risky until their legal adviser walked us through the title history. Registration was smooth and quick.',
    },
    soumya: {
      name: 'Soumya Ranjan Jena',
      designation: 'NRI, Dubai',
      msg: 'Buying from abroad, I needed people I could trust. They handled the paperwork, sent monthly construction photos and even helped me find a tenant.',
    },
    lipsa: {
      name: 'Lipsa Pattnaik',
      designation: 'School Teacher',
      msg: 'Our duplex in Khandagiri has a lovely park and a play area the children use every evening. Maintenance requests are answered the same day.',
    },
  },
  cta: {
    title: 'Ready to write your own story?',
    text: 'Tell us what you are looking for and our advisers will help you find it.',
    browse: 'Browse properties',
    talk: 'Talk to us',
  },
} as const;
