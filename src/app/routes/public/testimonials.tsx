import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { PersonCaption } from '@/components/PersonCaption';
import { StarRating } from '@/features/content/components/StarRating';
import { RATING_MAX, testimonialsIn } from '@/features/content/testimonials';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/testimonials';

export const meta: Route.MetaFunction = ({ location }) =>
  namedPageMeta(location.pathname, 'testimonials', paths.testimonials);

export default function TestimonialsPage() {
  const words = useMessages('testimonials');
  const local = useLocalPath();
  return (
    <>
      <PageHero
        title={words.title}
        eyebrow={words.eyebrow}
        intro={fill(words.intro, { company: company.name })}
      />

      <section aria-label={words.listLabel} className="container-site py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonialsIn(words.entries).map((testimonial) => (
            <li key={testimonial.name} className="card flex flex-col p-6">
              <figure className="flex h-full flex-col">
                <StarRating rating={testimonial.rating} max={RATING_MAX} label={words.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">
                  <p>“{testimonial.msg}”</p>
                </blockquote>
                <PersonCaption
                  photo={testimonial.img_url}
                  name={testimonial.name}
                  role={testimonial.designation}
                  tone="light"
                />
              </figure>
            </li>
          ))}
        </ul>

        <div className="mt-14 flex flex-col items-center gap-4 text-center">
          <h2 className="text-2xl sm:text-3xl">{words.cta.title}</h2>
          <p className="max-w-xl text-ink-soft">{words.cta.text}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={local(paths.properties)} className="btn-primary">
              {words.cta.browse}
            </Link>
            <Link to={local(paths.contact)} className="btn-outline">
              {words.cta.talk}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
