import type { HeroSlide } from './heroSlides';

/** The first is the page's largest image, so it loads first. */
export function SlideImage({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <>
      <img
        src={slide.image}
        alt={slide.alt}
        width={1600}
        height={900}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="h-full w-full bg-ink object-cover"
      />
      <p className="absolute right-4 bottom-20 z-10 hidden rounded-full bg-ink/70 px-3 py-1 text-xs font-medium text-white sm:block">
        {slide.caption}
      </p>
    </>
  );
}
