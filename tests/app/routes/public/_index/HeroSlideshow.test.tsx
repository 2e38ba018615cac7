import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSlideshow } from '@/app/routes/public/_index/HeroSlideshow';
import { heroSlidesIn } from '@/app/routes/public/_index/heroSlides';
import { heroSlides, slideshowLabels } from '@tests/test-utils/englishContent';
import { HOME_SLIDE_INTERVAL_MS } from '@/config/constants';
import hindiJson from '@/lib/i18n/messages/hi/home.json';
import odiaJson from '@/lib/i18n/messages/or/home.json';
import { translation } from '@tests/test-utils/translation';

const hindi = translation<'home'>(hindiJson);
const odia = translation<'home'>(odiaJson);

const current = () =>
  within(screen.getByRole('region', { name: 'Featured homes' }))
    .getAllByRole('button', { name: /Show slide/ })
    .findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the home hero slideshow', () => {
  it('is the first slide alone until enhanced, and then keeps that image in place', () => {
    const { rerender } = render(
      <HeroSlideshow slides={heroSlides} labels={slideshowLabels} enhanced={false} />,
    );
    const first = screen.getByRole('img', { name: heroSlides[0]!.alt });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing moves on its own before the carousel is there.
    act(() => vi.advanceTimersByTime(HOME_SLIDE_INTERVAL_MS * 2));

    rerender(<HeroSlideshow slides={heroSlides} labels={slideshowLabels} enhanced />);
    const carousel = screen.getByRole('region', { name: 'Featured homes' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(heroSlides.length);
    // The image the visitor sees is the same element: the carousel did not draw it again.
    expect(screen.getByRole('img', { name: heroSlides[0]!.alt })).toBe(first);
    expect(current()).toBe(1);
  });

  it('moves on every interval once enhanced, rewinding after the last slide', () => {
    render(<HeroSlideshow slides={heroSlides} labels={slideshowLabels} enhanced />);
    act(() => vi.advanceTimersByTime(HOME_SLIDE_INTERVAL_MS - 1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    // A slide that was reached loads its image; later ones wait.
    expect(screen.getByRole('img', { name: heroSlides[1]!.alt, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: heroSlides[2]!.alt, hidden: true })).not.toBeInTheDocument();
    for (let slide = 3; slide <= heroSlides.length + 1; slide++)
      act(() => vi.advanceTimersByTime(HOME_SLIDE_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('follows a swipe either way and ignores a tap', () => {
    render(<HeroSlideshow slides={heroSlides} labels={slideshowLabels} enhanced />);
    const carousel = screen.getByRole('region', { name: 'Featured homes' });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(carousel, { clientX: from });
      fireEvent.pointerUp(carousel, { clientX: to });
    };
    swipe(300, 100);
    expect(current()).toBe(2);
    swipe(100, 300);
    swipe(100, 300);
    expect(current()).toBe(heroSlides.length);
    swipe(200, 210);
    expect(current()).toBe(heroSlides.length);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(current()).toBe(1);
  });

  it("speaks the page's language when given its words: slides, controls and the paused slide", () => {
    render(<HeroSlideshow slides={heroSlidesIn(odia.slides)} enhanced labels={odia.slideshow} />);
    const carousel = screen.getByRole('region', { name: 'ବିଶେଷ ଘରଗୁଡ଼ିକ' });
    expect(screen.getByRole('img', { name: odia.slides[0].alt })).toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '6 ମଧ୍ୟରୁ 1' })).toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: 'ସ୍ଲାଇଡ୍ ଶୋ ବିରତ କରନ୍ତୁ' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'ପରବର୍ତ୍ତୀ ସ୍ଲାଇଡ୍' }));
    expect(within(carousel).getByRole('button', { name: 'ସ୍ଲାଇଡ୍ 2 ଦେଖାନ୍ତୁ' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText(`6 ମଧ୍ୟରୁ ସ୍ଲାଇଡ୍ 2: ${odia.slides[1].caption}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured homes' })).not.toBeInTheDocument();
  });

  it('takes the Hindi words the same way', () => {
    render(<HeroSlideshow slides={heroSlidesIn(hindi.slides)} enhanced labels={hindi.slideshow} />);
    const carousel = screen.getByRole('region', { name: 'चुनिंदा घर' });
    expect(within(carousel).getByRole('button', { name: 'पिछली स्लाइड' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^स्लाइड \d दिखाएँ$/ })).toHaveLength(6);
  });
});
