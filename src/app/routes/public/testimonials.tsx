import { Link } from 'react-router';
import { PageHero } from '@/components/PageHero';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { StarRating } from '@/features/content/components/StarRating';
import { RATING_MAX, testimonials } from '@/features/content/testimonials';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/testimonials';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Our Testimonials',
    description:
      'What families and investors say about buying flats, homes and land with Kalinga Habitats in Bhubaneswar.',
    path: paths.testimonials,
  });

export default function TestimonialsPage() {
  return (
    <>
      <PageHero title="Our Testimonials" eyebrow="Happy homeowners">
        <p>
          Buyers, investors and families share what it was like to find a home or a plot with {company.name}.
        </p>
      </PageHero>

      <section aria-label="What our customers say" className="container-site py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="card flex flex-col p-6">
              <figure className="flex h-full flex-col">
                <StarRating rating={testimonial.rating} max={RATING_MAX} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">
                  <p>“{testimonial.msg}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-ink/10 pt-5">
                  <img
                    src={testimonial.img_url}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 shrink-0 rounded-full bg-brand-50 object-cover"
                  />
                  <span>
                    <span className="block font-semibold text-ink">{testimonial.name}</span>
                    <span className="block text-sm text-ink-muted">{testimonial.designation}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <div className="mt-14 flex flex-col items-center gap-4 text-center">
          <h2 className="text-2xl sm:text-3xl">Ready to write your own story?</h2>
          <p className="max-w-xl text-ink-soft">
            Tell us what you are looking for and our advisers will help you find it.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.properties} className="btn-primary">
              Browse properties
            </Link>
            <Link to={paths.contact} className="btn-outline">
              Talk to us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
