/**
 * The About page's pictures, icons and figures. Their words are in the page's namespace
 * (messages/en/about.ts, and its translations messages/<language>/about.json), named by the keys here; each function below puts the two together.
 */
import type { Messages } from '@/lib/i18n/catalogue';

type AboutWords = Messages<'about'>;

interface Aim {
  eyebrow: string;
  title: string;
  text: string;
  image: string;
  /** The picture's ground while it loads. */
  tint: string;
}

const aimPictures: readonly { key: 'mission' | 'vision'; image: string; tint: string }[] = [
  { key: 'mission', image: '/images/about/mission.svg', tint: 'bg-brand-50' },
  { key: 'vision', image: '/images/about/vision.svg', tint: 'bg-accent-50' },
];

/** The company's mission and vision, side by side on the About page. */
export function aimsIn(words: AboutWords['aims']): Aim[] {
  return aimPictures.map(({ key, image, tint }) => ({ ...words[key], image, tint }));
}

interface TeamMember {
  id: number;
  name: string;
  role: string;
  image: string;
}

const portraits: readonly { id: number; key: keyof AboutWords['team']['members']; image: string }[] = [
  { id: 1, key: 'debasis', image: '/images/team/member-1.svg' },
  { id: 2, key: 'subhashree', image: '/images/team/member-2.svg' },
  { id: 3, key: 'pradeep', image: '/images/team/member-3.svg' },
  { id: 4, key: 'ananya', image: '/images/team/member-4.svg' },
];

/** The four team members shown on the About page. */
export function teamIn(words: AboutWords['team']['members']): TeamMember[] {
  return portraits.map(({ id, key, image }) => ({ id, ...words[key], image }));
}

interface Amenity {
  name: string;
  icon: string;
}

/** Each amenity's icon is in public/images/amenities. */
const amenityIcons: readonly { key: keyof AboutWords['amenities']['names']; icon: string }[] = [
  { key: 'parking', icon: '/images/amenities/parking.svg' },
  { key: 'swimmingPool', icon: '/images/amenities/swimming-pool.svg' },
  { key: 'security', icon: '/images/amenities/security.svg' },
  { key: 'medicalCentre', icon: '/images/amenities/medical-centre.svg' },
  { key: 'library', icon: '/images/amenities/library.svg' },
  { key: 'kingSizeBeds', icon: '/images/amenities/king-size-bed.svg' },
  { key: 'smartHomes', icon: '/images/amenities/smart-home.svg' },
  { key: 'kidsPlayland', icon: '/images/amenities/kids-playland.svg' },
];

export function amenitiesIn(words: AboutWords['amenities']['names']): Amenity[] {
  return amenityIcons.map(({ key, icon }) => ({ name: words[key], icon }));
}

const figures: readonly { key: keyof AboutWords['leads']['milestones']; value: string }[] = [
  { key: 'years', value: '15+' },
  { key: 'projects', value: '40+' },
  { key: 'families', value: '2,500+' },
  { key: 'acres', value: '120+' },
];

/** What the company has done, shown in the 'leads' section. */
export function milestonesIn(words: AboutWords['leads']['milestones']): { value: string; label: string }[] {
  return figures.map(({ key, value }) => ({ value, label: words[key] }));
}
