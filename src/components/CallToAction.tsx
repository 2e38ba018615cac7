import type { ReactNode } from 'react';

/** Each look's classes: a brand-coloured card, a white card, or a dark band across the page. */
const LOOKS = {
  brand: {
    section: 'container-site py-14 sm:py-20',
    box: 'card flex flex-col items-start gap-6 bg-brand-700 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between',
    title: 'text-2xl text-white sm:text-3xl',
    text: 'mt-3 leading-relaxed text-white/85',
  },
  card: {
    section: 'container-site py-14 sm:py-16',
    box: 'card flex flex-col items-start gap-6 p-8 sm:p-10 md:flex-row md:items-center md:justify-between',
    title: 'text-2xl sm:text-3xl',
    text: 'mt-2 text-ink-soft',
  },
  band: {
    section: 'bg-ink py-14 text-white sm:py-16',
    box: 'container-site flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between',
    title: 'text-2xl text-white sm:text-3xl',
    text: 'mt-2 text-white/80',
  },
} as const;

interface CallToActionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  look: keyof typeof LOOKS;
  /** The links it offers. */
  children: ReactNode;
}

/** A page's closing offer: a heading and a line beside the links that act on it. */
export function CallToAction({ id, title, text, look, children }: CallToActionProps) {
  const classes = LOOKS[look];
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={classes.box}>
        <div className="max-w-2xl">
          <h2 id={id} className={classes.title}>
            {title}
          </h2>
          <p className={classes.text}>{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
