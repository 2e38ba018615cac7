/**
 * The testimonials' photos and ratings. What each customer says, and their name and work, are in the
 * page's namespace (messages/en/testimonials.ts, and its translations messages/<language>/testimonials.json) under the key here.
 */
import type { Messages } from '@/lib/i18n/catalogue';

type Entries = Messages<'testimonials'>['entries'];

interface Customer {
  key: keyof Entries;
  gender: 'male' | 'female';
  img_url: string;
  /** Stars out of RATING_MAX: 4 or 5. */
  rating: 4 | 5;
}

interface Testimonial extends Omit<Customer, 'key'> {
  name: string;
  designation: string;
  msg: string;
}

export const RATING_MAX = 5;

const customers: readonly Customer[] = [
  { key: 'sasmita', gender: 'female', img_url: '/images/people/person-1.svg', rating: 5 },
  { key: 'amitabh', gender: 'male', img_url: '/images/people/person-2.svg', rating: 5 },
  { key: 'priyanka', gender: 'female', img_url: '/images/people/person-3.svg', rating: 4 },
  { key: 'rajesh', gender: 'male', img_url: '/images/people/person-4.svg', rating: 5 },
  { key: 'soumya', gender: 'male', img_url: '/images/people/person-5.svg', rating: 4 },
  { key: 'lipsa', gender: 'female', img_url: '/images/people/person-6.svg', rating: 5 },
];

/** The testimonials in the order the page shows them, in the language of `entries`. */
export function testimonialsIn(entries: Entries): Testimonial[] {
  return customers.map(({ key, ...customer }) => ({ ...customer, ...entries[key] }));
}
