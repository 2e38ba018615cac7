/** A real company edits this file (and the images in public/brand) to make the site its own. */
const phone = '+91 674 254 1180';

export const company = {
  name: 'Kalinga Habitats',
  shortName: 'Kalinga',
  tagline: 'Flats, duplex homes and lands around Bhubaneswar',
  /** The office's clock: every date and time shown to buyers or to the office is read on it. */
  timeZone: 'Asia/Kolkata',
  logo: '/brand/logo.svg',
  phone,
  /** Digits only, with the country code: tel: and messaging links are built from it. */
  phoneDigits: '916742541180',
  salesPhone: '+91 94370 22110',
  email: 'hello@kalingahabitats.in',
  /**
   * Who answers a visitor's requests about their data (to see, correct or erase it, to withdraw
   * consent, to name a nominee) and their complaints: the privacy notice and every form name them.
   */
  grievance: {
    title: 'Grievance Officer',
    email: 'privacy@kalingahabitats.in',
    phone,
  },
  address: {
    line1: 'Plot 214, Jaydev Vihar',
    line2: 'Nayapalli, Bhubaneswar',
    region: 'Odisha 751013, India',
  },
  map: {
    latitude: 20.2961,
    longitude: 85.8189,
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=85.8089%2C20.2881%2C85.8289%2C20.3041&layer=mapnik&marker=20.2961%2C85.8189',
    link: 'https://www.openstreetmap.org/?mlat=20.2961&mlon=85.8189#map=16/20.2961/85.8189',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/kalingahabitats' },
    { name: 'Instagram', url: 'https://www.instagram.com/kalingahabitats' },
  ],
  messagingUrl: 'https://wa.me/916742541180',
  foundedYear: 2009,
} as const;

export { telHref as telLink, mailtoHref as mailLink } from '@/lib/contactLinks';
