import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPinIcon } from './icons';
import { SafeImage } from './SafeImage';
import { Skeleton } from './Skeleton';

/** The image's shape: a wide photo (a post) or a classic one (a listing). */
type LinkCardAspect = '16/9' | '4/3';

const ASPECTS: Record<LinkCardAspect, { box: string; height: number }> = {
  '16/9': { box: 'aspect-video', height: 270 },
  '4/3': { box: 'aspect-[4/3]', height: 360 },
};

export interface LinkCardProps {
  image: {
    /** The server's URL; SafeImage keeps only http(s) ones. */
    src: string | null | undefined;
    alt: string;
    aspect: LinkCardAspect;
    /** The first card of a page: its image is what the visitor sees first, so it loads first. */
    priority: boolean;
  };
  /** A word in a pill over the image's top left corner (the listing's type); none when undefined. */
  tag?: string;
  /** More over the image: a status pill, a second view. */
  overlays?: ReactNode;
  /** The space between the lines of the body. */
  gap: 'gap-2' | 'gap-3';
  /** The body: a LinkCardTitle and what the card tells under it. */
  children: ReactNode;
}

/**
 * A card of a list that opens a page: its image (zooming a little on hover), then the body, whose
 * LinkCardTitle's link covers the whole card. The card lifts on hover and on keyboard focus.
 */
export function LinkCard({ image, tag, overlays, gap, children }: LinkCardProps) {
  const aspect = ASPECTS[image.aspect];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-lift focus-within:shadow-lift">
      <div className={`relative ${aspect.box} overflow-hidden bg-sand-dark`}>
        <SafeImage
          src={image.src}
          alt={image.alt}
          priority={image.priority}
          loadWhenNear
          width={480}
          height={aspect.height}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        {tag !== undefined ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-card">
            {tag}
          </span>
        ) : null}
        {overlays}
      </div>
      <div className={`flex flex-1 flex-col ${gap} p-5`}>{children}</div>
    </article>
  );
}

// The link's ::after stretches over the card (the nearest positioned box), so a tap anywhere opens
// the page; the focus ring is drawn on that overlay, around the whole card.
const TITLE_LINK =
  'after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500';

export interface LinkCardTitleProps {
  level: 2 | 3;
  /** The page the card opens; null (a record without an id) leaves the title as plain text. */
  to: string | null;
  /** More classes for the link: line-clamp-3 for titles that run long. */
  linkClassName?: string;
  children: string;
}

/** The card's title: a heading whose link opens the card's page. */
export function LinkCardTitle({ level, to, linkClassName = '', children }: LinkCardTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="text-lg leading-snug font-semibold">
      {to ? (
        <Link to={to} className={`${linkClassName} ${TITLE_LINK}`.trim()}>
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}

/** Where the listing is, under its title, in two lines at most; nothing when it is blank. */
export function LinkCardLocation({ children }: { children: string }) {
  if (!children) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted">
      <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
      <span className="line-clamp-2">{children}</span>
    </p>
  );
}

export interface LinkCardSkeletonProps {
  aspect: LinkCardAspect;
  /** Names the placeholder for tests: 'building-skeleton'. */
  testId: string;
  /** Each placeholder line's Tailwind size, top to bottom. */
  lines: readonly string[];
  /** More placeholders after the lines (a post's author). */
  children?: ReactNode;
}

/** A LinkCard's shape while its list loads. */
export function LinkCardSkeleton({ aspect, testId, lines, children }: LinkCardSkeletonProps) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card" data-testid={testId}>
      <Skeleton className={`${ASPECTS[aspect].box} rounded-none`} />
      <div className="space-y-3 p-5">
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
        {children}
      </div>
    </div>
  );
}
