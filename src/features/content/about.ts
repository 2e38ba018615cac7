export interface Benefit {
  title: string;
  text: string;
}

/** Why buyers choose the company. */
export const benefits: readonly Benefit[] = [
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
];

export interface Aim {
  eyebrow: string;
  title: string;
  text: string;
  image: string;
  /** The picture's ground while it loads. */
  tint: string;
}

/** The company's mission and vision, side by side on the About page. */
export const aims: readonly Aim[] = [
  {
    eyebrow: 'Our Mission',
    title: 'Homes you can trust, at fair prices',
    text: 'To deliver well-built, legally clear homes and plots on the day we promise, and to price them honestly so that a first home in Bhubaneswar stays within reach of working families.',
    image: '/images/about/mission.svg',
    tint: 'bg-brand-50',
  },
  {
    eyebrow: 'Our Vision',
    title: 'Neighbourhoods Odisha is proud of',
    text: 'To grow green, walkable communities across Odisha, with parks, schools and shops close by, where neighbours know each other and homes keep their value for the next generation.',
    image: '/images/about/vision.svg',
    tint: 'bg-accent-50',
  },
];

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  image: string;
}

/** The four team members shown on the About page. */
export const teamMembers: readonly TeamMember[] = [
  { id: 1, name: 'Debasis Panda', role: 'Founder & Managing Director', image: '/images/team/member-1.svg' },
  {
    id: 2,
    name: 'Subhashree Mohanty',
    role: 'Head of Sales & Customer Relations',
    image: '/images/team/member-2.svg',
  },
  {
    id: 3,
    name: 'Pradeep Nayak',
    role: 'Head of Projects & Construction',
    image: '/images/team/member-3.svg',
  },
  {
    id: 4,
    name: 'Ananya Rath',
    role: 'Legal & Land Acquisition Advisor',
    image: '/images/team/member-4.svg',
  },
];

export interface Amenity {
  name: string;
  icon: string;
}

/** Each amenity's icon is in public/images/amenities. */
export const amenities: readonly Amenity[] = [
  { name: 'Parking', icon: '/images/amenities/parking.svg' },
  { name: 'Swimming Pool', icon: '/images/amenities/swimming-pool.svg' },
  { name: 'Security', icon: '/images/amenities/security.svg' },
  { name: 'Medical Centre', icon: '/images/amenities/medical-centre.svg' },
  { name: 'Library', icon: '/images/amenities/library.svg' },
  { name: 'King Size Beds', icon: '/images/amenities/king-size-bed.svg' },
  { name: 'Smart Homes', icon: '/images/amenities/smart-home.svg' },
  { name: 'Kids Playland', icon: '/images/amenities/kids-playland.svg' },
];

/** What the company has done, shown in the 'leads' section. */
export const milestones: readonly { value: string; label: string }[] = [
  { value: '15+', label: 'Years building in Odisha' },
  { value: '40+', label: 'Projects delivered' },
  { value: '2,500+', label: 'Families moved in' },
  { value: '120+', label: 'Acres of plotted land sold' },
];
