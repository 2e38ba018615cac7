/**
 * The company's own texts in English, as the English pages show them: the site takes each page's
 * words from its language's catalogue (src/lib/i18n/messages), so the tests build the English
 * lists here, from the same functions the pages use.
 */
import { heroSlidesIn } from '@/app/routes/public/_index/heroSlides';
import { amenitiesIn, teamIn } from '@/features/content/about';
import { callbackPromiseIn, faqsIn } from '@/features/content/faqs';
import { testimonialsIn } from '@/features/content/testimonials';
import about from '@/lib/i18n/messages/en/about';
import faqWords from '@/lib/i18n/messages/en/faqs';
import home from '@/lib/i18n/messages/en/home';
import testimonialWords from '@/lib/i18n/messages/en/testimonials';

export const heroSlides = heroSlidesIn(home.slides);
export const slideshowLabels = home.slideshow;
export const teamMembers = teamIn(about.team.members);
export const amenities = amenitiesIn(about.amenities.names);
export const callbackPromise = callbackPromiseIn(faqWords);
export const faqs = faqsIn(faqWords);
export const testimonials = testimonialsIn(testimonialWords.entries);
