/** A listing's printable brochure: its toolbar, the sheet's headings and footer, its loading text, its titles, and what each kind's sheet says of it. */
export default {
  /** Above the sheet, in the header's corner. */
  eyebrow: 'Property brochure',
  /** The toolbar's name for a screen reader. */
  toolbar: 'Brochure',
  back: 'Back to listing',
  print: 'Print or save as PDF',
  saveHint: 'To keep a copy, choose ‘Save as PDF’ as the printer.',
  loading: 'Loading the brochure',
  keyFacts: 'Key facts',
  plan: 'Plan',
  /** {company}: the company's name, as the logo writes it. */
  talkTo: 'Talk to {company}',
  scan: 'Scan to see this listing online',
  /** {host}: the site's address ('kalingahabitats.com'). */
  scanText: 'Photos, the map and a quick inquiry on {host}',
  qr: 'QR code: opens {url}',
  photo: '{name}, photo {number}',
  /** The brochure's title, and what link previews say of it. */
  title: '{name}: brochure',
  description: 'A printable brochure of {name}: photos, facts and how to reach us.',
  /** While no listing names it: its title by kind, and its description. */
  untitled: { building: 'Property brochure', land: 'Land brochure', project: 'Project brochure' },
  untitledDescription: 'A printable brochure of a listing by Kalinga Habitats.',
  /** What it is, above its name: {type} is the listing's type ('Residential building'). */
  building: { typed: '{type} building', untyped: 'Building', plan: '{name} floor plan', units: 'Unit types' },
  amenities: 'Amenities',
  land: { typed: '{type} land', untyped: 'Land' },
  project: { typed: '{type} project', untyped: 'Project' },
} as const;
