import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CARD_OF_THREE, RECORD_PHOTO, printSlot } from '@/components/imageSlots';
import { IMAGE_PLACEHOLDER, SafeImage, type SafeImageProps } from '@/components/SafeImage';

const STORED = 'https://res.cloudinary.com/kalinga/image/upload/v1712345678/kalinga/tower.jpg';
const at = (width: number) =>
  `https://res.cloudinary.com/kalinga/image/upload/c_limit,w_${width},f_auto,q_auto/v1712345678/kalinga/tower.jpg`;

/** A card's photo; `props` change what a test is about. */
const card = (props: Partial<SafeImageProps> = {}) => (
  <SafeImage src={STORED} alt="Tower" width={480} height={360} slot={CARD_OF_THREE} {...props} />
);

/** A record page's first photo, as a gallery shows it. */
const recordPhoto = (props: Partial<SafeImageProps> = {}) => (
  <SafeImage src={STORED} alt="Tower" width={1200} height={750} slot={RECORD_PHOTO} priority {...props} />
);

describe('SafeImage', () => {
  it('offers the host copies its slot needs, with the slot’s sizes, on a quiet colour until it paints', () => {
    render(card());
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute(
      'srcset',
      `${at(320)} 320w, ${at(480)} 480w, ${at(640)} 640w, ${at(778)} 778w`,
    );
    expect(image).toHaveAttribute('sizes', `auto, ${CARD_OF_THREE.sizes}`);
    expect(image).toHaveAttribute('src', at(778));
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('bg-sand-dark', 'object-cover');
  });

  it('writes a priority image into the page’s HTML whole: srcset, sizes, high priority, eager', () => {
    const html = renderToString(recordPhoto({ loadWhenNear: true }));
    const image = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;
    expect(image.getAttribute('srcset')).toContain(`${at(480)} 480w`);
    expect(image.getAttribute('srcset')).toContain(`${at(1578)} 1578w`);
    expect(image.getAttribute('sizes')).toBe(RECORD_PHOTO.sizes);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('src')).toBe(at(1578));
  });

  it('uses an address the host cannot resize as it is, with no srcset', () => {
    render(card({ src: '/images/buildings/tower-1.jpg' }));
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute('src', '/images/buildings/tower-1.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('falls back to the stored photo when the host refuses a copy, then to the placeholder', () => {
    render(card());
    const image = screen.getByRole('img', { name: 'Tower' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', STORED);
    expect(image).not.toHaveAttribute('srcset');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
  });

  it('asks for nothing while held, as in the page’s HTML, then for its copies', () => {
    const arrived = vi.fn();
    const thumbnail = (held: boolean) => card({ held, onArrived: arrived });
    const html = renderToString(thumbnail(true));
    const written = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;
    expect(written.hasAttribute('src')).toBe(false);
    expect(written.hasAttribute('srcset')).toBe(false);
    const { container, rerender } = render(thumbnail(true));
    const image = container.querySelector('img')!;
    expect(image).not.toHaveAttribute('src');
    expect(image).toHaveClass('bg-sand-dark');
    // An image with no address counts as complete: held, it has not arrived.
    expect(image.complete).toBe(true);
    expect(arrived).not.toHaveBeenCalled();
    rerender(thumbnail(false));
    expect(image).toHaveAttribute('src', at(778));
    expect(image).toHaveAttribute('srcset');
  });

  it('says when its photo has arrived: loaded, failed, or already there when the script starts', () => {
    const arrived = vi.fn();
    const photo = recordPhoto({ onArrived: arrived });
    const { unmount } = render(photo);
    expect(arrived).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img', { name: 'Tower' }));
    expect(arrived).toHaveBeenCalledTimes(1);
    unmount();

    // A refused copy is followed by the stored photo, then the placeholder: it waits for them.
    render(photo);
    const image = screen.getByRole('img', { name: 'Tower' });
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(arrived).toHaveBeenCalledTimes(1);
    fireEvent.load(image);
    expect(arrived).toHaveBeenCalledTimes(2);
    cleanup();

    // A photo the pre-rendered page loaded before hydration fires no load event for React.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(720);
    try {
      render(photo);
      expect(arrived).toHaveBeenCalledTimes(3);
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  /**
   * An image the browser settled before the page's script ran, with no width (jsdom decodes
   * nothing): `decoded` is what decoding it answers.
   */
  async function settledUnseen(decoded: 'refused' | 'decoded', check: () => Promise<void>) {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = vi.fn(() =>
      decoded === 'refused' ? Promise.reject(new DOMException('broken', 'EncodingError')) : Promise.resolve(),
    );
    const jsdomDecode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      await check();
      expect(decode).toHaveBeenCalledTimes(1);
    } finally {
      complete.mockRestore();
      if (jsdomDecode) Object.defineProperty(HTMLImageElement.prototype, 'decode', jsdomDecode);
      else Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  }

  it('takes its fallback when its copy failed before the page’s script ran', async () => {
    const arrived = vi.fn();
    await settledUnseen('refused', async () => {
      render(recordPhoto({ onArrived: arrived }));
      await waitFor(() => expect(screen.getByRole('img', { name: 'Tower' })).toHaveAttribute('src', STORED));
      expect(arrived).not.toHaveBeenCalled();
    });
    fireEvent.load(screen.getByRole('img', { name: 'Tower' }));
    expect(arrived).toHaveBeenCalledTimes(1);
  });

  it('does not blame an address for a decoding refused because the address changed meanwhile', async () => {
    const arrived = vi.fn();
    const shown = vi
      .spyOn(HTMLImageElement.prototype, 'currentSrc', 'get')
      .mockReturnValueOnce('the copy shown at start')
      .mockReturnValue('the copy chosen since');
    try {
      await settledUnseen('refused', async () => {
        render(recordPhoto({ onArrived: arrived }));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.getByRole('img', { name: 'Tower' })).toHaveAttribute('src', at(1578));
        expect(arrived).not.toHaveBeenCalled();
      });
    } finally {
      shown.mockRestore();
    }
  });

  it('keeps an image without a width that decodes (an SVG) and says it has arrived', async () => {
    const arrived = vi.fn();
    await settledUnseen('decoded', async () => {
      render(recordPhoto({ onArrived: arrived }));
      await waitFor(() => expect(arrived).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('img', { name: 'Tower' })).toHaveAttribute('src', at(1578));
    });
  });

  it('asks for a printed photo at one width, whatever the screen', () => {
    render(recordPhoto({ slot: printSlot(703) }));
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute('src', at(1406));
    expect(image).not.toHaveAttribute('srcset');
  });
});
