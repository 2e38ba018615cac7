/**
 * The Odia and Hindi catalogues are JSON, as translation tools read and write them; English, the
 * reference, stays TypeScript with its notes for translators. TypeScript does not check a JSON file
 * against a type, so this file does: each translation must have every key of the English file and
 * no other, at every depth (a missing or extra key is a type error here). The catalogue test checks
 * what types cannot: the same placeholders, as many items in each list, and the language's script.
 */
import type { Catalogue, Namespace } from './catalogue';
import type orAbout from './messages/or/about.json';
import type orBrochure from './messages/or/brochure.json';
import type orBuilding from './messages/or/building.json';
import type orCareers from './messages/or/careers.json';
import type orCommunities from './messages/or/communities.json';
import type orCompare from './messages/or/compare.json';
import type orContact from './messages/or/contact.json';
import type orDataUse from './messages/or/dataUse.json';
import type orFallback from './messages/or/fallback.json';
import type orFaqs from './messages/or/faqs.json';
import type orForms from './messages/or/forms.json';
import type orFrame from './messages/or/frame.json';
import type orGallery from './messages/or/gallery.json';
import type orHome from './messages/or/home.json';
import type orHomeSections from './messages/or/homeSections.json';
import type orInquiry from './messages/or/inquiry.json';
import type orLand from './messages/or/land.json';
import type orListings from './messages/or/listings.json';
import type orLists from './messages/or/lists.json';
import type orLoans from './messages/or/loans.json';
import type orPost from './messages/or/post.json';
import type orPrivacy from './messages/or/privacy.json';
import type orProject from './messages/or/project.json';
import type orProperties from './messages/or/properties.json';
import type orRecord from './messages/or/record.json';
import type orServices from './messages/or/services.json';
import type orShell from './messages/or/shell.json';
import type orShortlist from './messages/or/shortlist.json';
import type orTerms from './messages/or/terms.json';
import type orTestimonials from './messages/or/testimonials.json';
import type orUpcoming from './messages/or/upcoming.json';
import type hiAbout from './messages/hi/about.json';
import type hiBrochure from './messages/hi/brochure.json';
import type hiBuilding from './messages/hi/building.json';
import type hiCareers from './messages/hi/careers.json';
import type hiCommunities from './messages/hi/communities.json';
import type hiCompare from './messages/hi/compare.json';
import type hiContact from './messages/hi/contact.json';
import type hiDataUse from './messages/hi/dataUse.json';
import type hiFallback from './messages/hi/fallback.json';
import type hiFaqs from './messages/hi/faqs.json';
import type hiForms from './messages/hi/forms.json';
import type hiFrame from './messages/hi/frame.json';
import type hiGallery from './messages/hi/gallery.json';
import type hiHome from './messages/hi/home.json';
import type hiHomeSections from './messages/hi/homeSections.json';
import type hiInquiry from './messages/hi/inquiry.json';
import type hiLand from './messages/hi/land.json';
import type hiListings from './messages/hi/listings.json';
import type hiLists from './messages/hi/lists.json';
import type hiLoans from './messages/hi/loans.json';
import type hiPost from './messages/hi/post.json';
import type hiPrivacy from './messages/hi/privacy.json';
import type hiProject from './messages/hi/project.json';
import type hiProperties from './messages/hi/properties.json';
import type hiRecord from './messages/hi/record.json';
import type hiServices from './messages/hi/services.json';
import type hiShell from './messages/hi/shell.json';
import type hiShortlist from './messages/hi/shortlist.json';
import type hiTerms from './messages/hi/terms.json';
import type hiTestimonials from './messages/hi/testimonials.json';
import type hiUpcoming from './messages/hi/upcoming.json';

/** The English shape with any text for each text, lists of any length, and nothing else. */
type Exactly<T, English> = English extends string
  ? string
  : English extends readonly (infer Item)[]
    ? T extends readonly (infer Translated)[]
      ? readonly Exactly<Translated, Item>[]
      : readonly Exactly<unknown, Item>[]
    : { readonly [K in keyof English]: Exactly<K extends keyof T ? T[K] : unknown, English[K]> } & {
        readonly [K in Exclude<keyof T, keyof English>]: never;
      };

/** A namespace's translation, checked against its English file. */
type Translation<N extends Namespace, T extends Exactly<T, Catalogue[N]>> = T;

/** Every translation: Odia, then Hindi, for each namespace. */
export interface Translations {
  about: [Translation<'about', typeof orAbout>, Translation<'about', typeof hiAbout>];
  brochure: [Translation<'brochure', typeof orBrochure>, Translation<'brochure', typeof hiBrochure>];
  building: [Translation<'building', typeof orBuilding>, Translation<'building', typeof hiBuilding>];
  careers: [Translation<'careers', typeof orCareers>, Translation<'careers', typeof hiCareers>];
  communities: [
    Translation<'communities', typeof orCommunities>,
    Translation<'communities', typeof hiCommunities>,
  ];
  compare: [Translation<'compare', typeof orCompare>, Translation<'compare', typeof hiCompare>];
  contact: [Translation<'contact', typeof orContact>, Translation<'contact', typeof hiContact>];
  dataUse: [Translation<'dataUse', typeof orDataUse>, Translation<'dataUse', typeof hiDataUse>];
  fallback: [Translation<'fallback', typeof orFallback>, Translation<'fallback', typeof hiFallback>];
  faqs: [Translation<'faqs', typeof orFaqs>, Translation<'faqs', typeof hiFaqs>];
  forms: [Translation<'forms', typeof orForms>, Translation<'forms', typeof hiForms>];
  frame: [Translation<'frame', typeof orFrame>, Translation<'frame', typeof hiFrame>];
  gallery: [Translation<'gallery', typeof orGallery>, Translation<'gallery', typeof hiGallery>];
  home: [Translation<'home', typeof orHome>, Translation<'home', typeof hiHome>];
  homeSections: [
    Translation<'homeSections', typeof orHomeSections>,
    Translation<'homeSections', typeof hiHomeSections>,
  ];
  inquiry: [Translation<'inquiry', typeof orInquiry>, Translation<'inquiry', typeof hiInquiry>];
  land: [Translation<'land', typeof orLand>, Translation<'land', typeof hiLand>];
  listings: [Translation<'listings', typeof orListings>, Translation<'listings', typeof hiListings>];
  lists: [Translation<'lists', typeof orLists>, Translation<'lists', typeof hiLists>];
  loans: [Translation<'loans', typeof orLoans>, Translation<'loans', typeof hiLoans>];
  post: [Translation<'post', typeof orPost>, Translation<'post', typeof hiPost>];
  privacy: [Translation<'privacy', typeof orPrivacy>, Translation<'privacy', typeof hiPrivacy>];
  project: [Translation<'project', typeof orProject>, Translation<'project', typeof hiProject>];
  properties: [
    Translation<'properties', typeof orProperties>,
    Translation<'properties', typeof hiProperties>,
  ];
  record: [Translation<'record', typeof orRecord>, Translation<'record', typeof hiRecord>];
  services: [Translation<'services', typeof orServices>, Translation<'services', typeof hiServices>];
  shell: [Translation<'shell', typeof orShell>, Translation<'shell', typeof hiShell>];
  shortlist: [Translation<'shortlist', typeof orShortlist>, Translation<'shortlist', typeof hiShortlist>];
  terms: [Translation<'terms', typeof orTerms>, Translation<'terms', typeof hiTerms>];
  testimonials: [
    Translation<'testimonials', typeof orTestimonials>,
    Translation<'testimonials', typeof hiTestimonials>,
  ];
  upcoming: [Translation<'upcoming', typeof orUpcoming>, Translation<'upcoming', typeof hiUpcoming>];
}

/** Every namespace is in the list above: a namespace added without its entry is a type error here. */
export const everyNamespaceChecked: [Namespace] extends [keyof Translations] ? true : never = true;
