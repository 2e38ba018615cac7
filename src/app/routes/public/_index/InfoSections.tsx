import { Link } from 'react-router';
import { SectionHeading } from '@/components/SectionHeading';
import { BuildingIcon, HomeIcon, LandIcon, QuoteIcon } from '@/components/listingIcons';
import { ChevronRightIcon } from '@/components/icons';
import { NumberedSteps } from '@/components/NumberedSteps';
import { PersonCaption } from '@/components/PersonCaption';
import { paths } from '@/config/paths';
import { StarRating } from '@/features/content/components/StarRating';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { categories, feedback, RATING_MAX, type Category } from './content';

const CATEGORY_ICONS: Record<Category['icon'], typeof BuildingIcon> = {
  building: BuildingIcon,
  home: HomeIcon,
  land: LandIcon,
};

export function PropertyCategories() {
  const { categories: words } = useMessages('homeSections');
  const local = useLocalPath();
  return (
    <section aria-labelledby="categories-heading" className="container-site relative z-10 py-14 sm:py-20">
      <SectionHeading id="categories-heading" eyebrow={words.eyebrow} title={words.title}>
        <p>{words.intro}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-5 sm:grid-cols-3">
        {categories.map((category, index) => {
          const Icon = CATEGORY_ICONS[category.icon];
          const { name, text } = words.kinds[category.key];
          return (
            <li key={category.key} data-aos="fade-up" data-aos-delay={index * 100}>
              <Link
                to={local(category.to)}
                className="group flex h-full items-start gap-4 rounded-2xl bg-white p-6 shadow-card transition-shadow hover:shadow-lift"
              >
                <span className="rounded-xl bg-brand-50 p-3 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                  <Icon className="h-7 w-7" />
                </span>
                <span className="min-w-0">
                  <span className="block font-display text-3xl font-bold text-ink">{category.count}</span>
                  <span className="block text-lg font-semibold text-ink">{name}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{text}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function BuyingProperty() {
  const { buying: words } = useMessages('homeSections');
  const local = useLocalPath();
  return (
    <section aria-labelledby="buying-heading" className="py-14 sm:py-20">
      <div className="container-site grid items-center gap-10 lg:grid-cols-2">
        <div data-aos="fade-right">
          <img
            src="/images/services/discover.svg"
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl bg-brand-50 shadow-card"
          />
        </div>
        <div data-aos="fade-left">
          <SectionHeading id="buying-heading" eyebrow={words.eyebrow} title={words.title} align="left">
            <p>{words.intro}</p>
          </SectionHeading>
          <NumberedSteps steps={words.steps} tone="light" className="mt-8 space-y-5" />
          <Link to={local(paths.contact)} className="btn-primary mt-8">
            {words.adviser}
            <ChevronRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ClientFeedback() {
  const { feedback: words } = useMessages('homeSections');
  return (
    <section aria-labelledby="feedback-heading" className="bg-ink py-14 text-white sm:py-20">
      <div className="container-site">
        <div data-aos="fade-up">
          <p className="text-center text-sm font-semibold tracking-wider text-accent-200 uppercase">
            {words.eyebrow}
          </p>
          <h2 id="feedback-heading" className="mt-2 text-center text-2xl text-white sm:text-4xl">
            {words.title}
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {feedback.map((entry, index) => {
            const client = words.clients[entry.key];
            return (
              <li key={entry.key} data-aos="fade-up" data-aos-delay={index * 150}>
                <figure className="flex h-full flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
                  <QuoteIcon className="h-8 w-8 text-accent-300" />
                  <StarRating
                    rating={entry.rating}
                    max={RATING_MAX}
                    label={words.rated}
                    tone="dark"
                    className="mt-4 flex gap-0.5"
                  />
                  <blockquote className="mt-4 flex-1 leading-relaxed text-white/90">
                    <p>{client.message}</p>
                  </blockquote>
                  <PersonCaption
                    photo={entry.image}
                    name={client.name}
                    role={client.designation}
                    tone="dark"
                  />
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
