import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalPath } from '@/lib/i18n/useMessages';
import type { ImageSlot } from './imageSlots';
import { PlaceLine } from './PlaceLine';
import { SafeImage } from './SafeImage';
import { Skeleton } from './Skeleton';
import { SkeletonBars } from './SkeletonBars';

type LinkCardAspect = '16/9' | '4/3';

const ASPECTS: Record<LinkCardAspect, { box: string; height: number }> = {
  '16/9': { box: 'aspect-video', height: 270 },
  '4/3': { box: 'aspect-[4/3]', height: 360 },
};

export interface LinkCardProps {
  image: {
    src: string | null | undefined;
    alt: string;
    aspect: LinkCardAspect;
    priority: boolean;
    /** The grid the card sits in (./imageSlots). */
    slot: ImageSlot;
    /** 'en' when the alt text is the backend's (the listing's name) on a page in any language. */
    lang?: 'en';
  };
  tag?: string;
  /** 'en' when the tag is the backend's word as entered, on a page in another language. */
  tagLang?: 'en';
  overlays?: ReactNode;
  gap: 'gap-2' | 'gap-3';
  children: ReactNode;
  /** Buttons that act on the listing without opening it; they sit above the card's link. */
  actions?: ReactNode;
}

export function LinkCard({ image, tag, tagLang, overlays, gap, children, actions }: LinkCardProps) {
  const aspect = ASPECTS[image.aspect];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-lift focus-within:shadow-lift">
      <div className={`relative ${aspect.box} overflow-hidden bg-sand-dark`}>
        <SafeImage
          src={image.src}
          alt={image.alt}
          lang={image.lang}
          priority={image.priority}
          slot={image.slot}
          loadWhenNear
          width={480}
          height={aspect.height}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        {tag !== undefined ? (
          <span
            lang={tagLang}
            className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-card"
          >
            {tag}
          </span>
        ) : null}
        {overlays}
      </div>
      <div className={`flex flex-1 flex-col ${gap} p-5`}>
        {children}
        {actions ? <div className="relative z-10 mt-1 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}

// The link's ::after covers the card, so a tap anywhere opens it and the focus ring surrounds the card.
const TITLE_LINK =
  'after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500';

export interface LinkCardTitleProps {
  level: 2 | 3;
  to: string | null;
  linkClassName?: string;
  /** 'en' when the title is the backend's (a listing's name, a post's title), in any page's language. */
  lang?: 'en';
  children: string;
}

/** Its link stays in the page's language where the listing's page is written in it. */
export function LinkCardTitle({ level, to, linkClassName = '', lang, children }: LinkCardTitleProps) {
  const local = useLocalPath();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="text-lg leading-snug font-semibold" lang={lang}>
      {to ? (
        <Link to={local(to)} className={`${linkClassName} ${TITLE_LINK}`.trim()}>
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}

export function LinkCardLocation({ children }: { children: string }) {
  if (!children) return null;
  return <PlaceLine place={children} className="flex items-start gap-1.5 text-sm text-ink-muted" lines={2} />;
}

export interface LinkCardSkeletonProps {
  aspect: LinkCardAspect;
  testId: string;
  lines: readonly string[];
  children?: ReactNode;
}

export function LinkCardSkeleton({ aspect, testId, lines, children }: LinkCardSkeletonProps) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card" data-testid={testId}>
      <Skeleton className={`${ASPECTS[aspect].box} rounded-none`} />
      <div className="space-y-3 p-5">
        <SkeletonBars shapes={lines} />
        {children}
      </div>
    </div>
  );
}
