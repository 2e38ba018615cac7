export interface Testimonial {
  name: string;
  designation: string;
  gender: 'male' | 'female';
  img_url: string;
  msg: string;
  /** Stars out of RATING_MAX: 4 or 5. */
  rating: 4 | 5;
}

export const RATING_MAX = 5;

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sasmita Behera',
    designation: 'Software Engineer, Infocity',
    gender: 'female',
    img_url: '/images/people/person-1.svg',
    msg: 'We booked a 3 BHK in Patia after comparing six builders. The team showed us every approval before we paid a rupee, and the flat was handed over two weeks early.',
    rating: 5,
  },
  {
    name: 'Amitabh Mishra',
    designation: 'Business Owner, Cuttack',
    gender: 'male',
    img_url: '/images/people/person-2.svg',
    msg: 'I invested in a commercial unit at Jaydev Vihar on their advice. It was leased within three months and the rental yield is better than I expected.',
    rating: 5,
  },
  {
    name: 'Priyanka Das',
    designation: 'Doctor, AIIMS Bhubaneswar',
    gender: 'female',
    img_url: '/images/people/person-3.svg',
    msg: 'With night shifts I had little time to visit sites. They sent videos, arranged a Sunday visit and helped with my home loan papers. Truly hassle-free.',
    rating: 4,
  },
  {
    name: 'Rajesh Kumar Sahoo',
    designation: 'Retired Bank Manager',
    gender: 'male',
    img_url: '/images/people/person-4.svg',
    msg: 'Buying a plot near Janla for our retirement home felt risky until their legal adviser walked us through the title history. Registration was smooth and quick.',
    rating: 5,
  },
  {
    name: 'Soumya Ranjan Jena',
    designation: 'NRI, Dubai',
    gender: 'male',
    img_url: '/images/people/person-5.svg',
    msg: 'Buying from abroad, I needed people I could trust. They handled the paperwork, sent monthly construction photos and even helped me find a tenant.',
    rating: 4,
  },
  {
    name: 'Lipsa Pattnaik',
    designation: 'School Teacher',
    gender: 'female',
    img_url: '/images/people/person-6.svg',
    msg: 'Our duplex in Khandagiri has a lovely park and a play area the children use every evening. Maintenance requests are answered the same day.',
    rating: 5,
  },
];
