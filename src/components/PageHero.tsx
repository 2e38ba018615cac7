import type { ReactNode } from 'react';
import { Breadcrumb } from './Breadcrumb';

export interface PageHeroProps {
  title: string;
  eyebrow?: string;
  /** One short paragraph under the title. */
  intro?: ReactNode;
  image?: string;
}

export function PageHero({ title, eyebrow, intro, image }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-sand-dark">
      <div
        className={`container-site grid items-center gap-8 py-10 sm:py-14 ${image ? 'lg:grid-cols-[1.2fr_1fr]' : ''}`}
      >
        <div>
          <Breadcrumb current={title} />
          {eyebrow ? (
            <p className="mt-5 text-sm font-semibold tracking-wider text-accent-600 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className={`${eyebrow ? 'mt-2' : 'mt-5'} text-3xl leading-tight sm:text-5xl`}>{title}</h1>
          {intro ? (
            <div className="mt-4 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">
              <p>{intro}</p>
            </div>
          ) : null}
        </div>
        {image ? (
          <img
            src={image}
            alt=""
            width={560}
            height={380}
            fetchPriority="high"
            className="hidden w-full rounded-2xl object-cover shadow-card lg:block"
          />
        ) : null}
      </div>
    </section>
  );
}
