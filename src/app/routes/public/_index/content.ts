import { CATEGORY_COUNTS } from '@/config/constants';
import { paths } from '@/config/paths';
import { propertiesUrl } from '@/config/propertiesUrl';

export interface Category {
  name: string;
  count: number;
  text: string;
  to: string;
  icon: 'building' | 'home' | 'land';
}

/** The category counts are static, as the product asks. */
export const categories: readonly Category[] = [
  {
    name: 'Flats',
    count: CATEGORY_COUNTS.flats,
    text: 'Two to four bedroom apartments in gated towers.',
    to: paths.properties,
    icon: 'building',
  },
  {
    name: 'Duplex Homes',
    count: CATEGORY_COUNTS.duplexHomes,
    text: 'Independent homes with gardens and parking.',
    to: paths.properties,
    icon: 'home',
  },
  {
    name: 'Lands',
    count: CATEGORY_COUNTS.lands,
    text: 'Residential, farm and commercial plots with clear titles.',
    to: propertiesUrl('land'),
    icon: 'land',
  },
];

export const buyingSteps: readonly { title: string; text: string }[] = [
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
];

export interface Feedback {
  name: string;
  designation: string;
  image: string;
  message: string;
  rating: number;
}

/** Static, as the product asks. */
export const feedback: readonly Feedback[] = [
  {
    name: 'Ankita Mishra',
    designation: 'Bought a 3 BHK in Patia',
    image: '/images/people/person-7.svg',
    message:
      'From the first site visit to the registration, the team was patient and honest. They showed us every approval and our flat was handed over on the promised date.',
    rating: 5,
  },
  {
    name: 'Subrat Nayak',
    designation: 'Bought a plot in Janla',
    image: '/images/people/person-8.svg',
    message:
      'I live in Pune and could not visit often. They sent videos of the plot, checked the papers with me on calls and made the registration day quick and simple.',
    rating: 5,
  },
];

export const RATING_MAX = 5;
