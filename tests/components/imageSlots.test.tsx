import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { building, land, project } from '@tests/test-utils/fixtures';
import {
  ADMIN_CARD,
  ARTICLE_PHOTO,
  CARD_OF_FOUR,
  CARD_OF_THREE,
  DIALOG_PHOTO,
  GALLERY_TILE,
  RECORD_PHOTO,
  SMALL_CARD,
  WIDE_DIALOG_PHOTO,
  type ImageSlot,
} from '@/components/imageSlots';
import { BuildingCard } from '@/features/buildings/components/BuildingCard';
import { LandCard } from '@/features/lands/components/LandCard';
import { ProjectCard } from '@/features/projects/components/ProjectCard';

const VIEWPORTS = [390, 768, 1280] as const;

/** The width container-site leaves at a viewport: 16-px sides, 24 from 640 px, 32 from 1024 px, at most 1280. */
const content = (viewport: number) =>
  Math.min(viewport, 1280) - (viewport < 640 ? 32 : viewport < 1024 ? 48 : 64);

/** A column of a grid with `columns` across `width` and `gap` px between them. */
const column = (width: number, columns: number, gap: number) => (width - gap * (columns - 1)) / columns;

/** The CSS width of each slot at 390, 768 and 1280 px, from the classes of the places it shows. */
const LAYOUTS: [string, ImageSlot, (viewport: number) => number][] = [
  // grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 (lands, projects, posts)
  ['a card of three', CARD_OF_THREE, (v) => column(content(v), v < 640 ? 1 : v < 1024 ? 2 : 3, 24)],
  // grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4 (buildings, similar listings)
  ['a card of four', CARD_OF_FOUR, (v) => column(content(v), v < 640 ? 1 : v < 1280 ? 2 : 4, 24)],
  // gap-5 sm:grid-cols-2 lg:grid-cols-3 (/gallery)
  ['a gallery tile', GALLERY_TILE, (v) => column(content(v), v < 640 ? 1 : v < 1024 ? 2 : 3, 20)],
  // grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6 (recently viewed)
  ['a recently viewed card', SMALL_CARD, (v) => column(content(v), v < 640 ? 2 : v < 1024 ? 3 : 6, 16)],
  // lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-8 (record pages)
  ['a record photo', RECORD_PHOTO, (v) => (v < 1024 ? content(v) : ((content(v) - 32) * 2) / 3)],
  // max-w-3xl (a post)
  ['a post photo', ARTICLE_PHOTO, (v) => Math.min(content(v), 768)],
  // Modal: w-[calc(100%-1.5rem)] sm:w-[calc(100%-3rem)], max-w-5xl / max-w-3xl, px-5
  ['a wide dialog photo', WIDE_DIALOG_PHOTO, (v) => Math.min(v - (v < 640 ? 24 : 48), 1024) - 40],
  ['a dialog photo', DIALOG_PHOTO, (v) => Math.min(v - (v < 640 ? 24 : 48), 768) - 40],
  // the back office: w-64 sidebar from lg, main p-4 sm:p-6 lg:p-8, gap-6 sm:grid-cols-2 xl:grid-cols-3
  [
    'a back-office card',
    ADMIN_CARD,
    (v) =>
      column(
        v - (v < 1024 ? 0 : 256) - (v < 640 ? 32 : v < 1024 ? 48 : 64),
        v < 640 ? 1 : v < 1280 ? 2 : 3,
        24,
      ),
  ],
];

/** What the browser reads from `sizes` at a viewport: the first matching entry's length in px. */
function sizeAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry.trim());
    if (!match || (match[1] && viewport < Number(match[1]))) continue;
    const length = match[2]!;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(length);
    if (calc) return (Number(calc[1]) * viewport) / 100 - Number(calc[2]);
    if (length.endsWith('px')) return Number.parseFloat(length);
    if (length.endsWith('vw')) return (Number.parseFloat(length) * viewport) / 100;
  }
  throw new Error(`no size in "${sizes}" at ${viewport} px`);
}

describe('image slots', () => {
  it.each(LAYOUTS)('%s: sizes follows its CSS at 390, 768 and 1280 px', (_name, slot, widthAt) => {
    for (const viewport of VIEWPORTS) {
      expect(sizeAt(slot.sizes!, viewport), `${viewport} px`).toBeCloseTo(widthAt(viewport), -0.5);
    }
  });

  it.each(LAYOUTS)('%s: asks for no more than twice its widest CSS width', (_name, slot, widthAt) => {
    const widest = Math.max(...VIEWPORTS.map(widthAt));
    expect(Math.max(...slot.widths)).toBeLessThanOrEqual(Math.ceil(2 * widest));
    // and enough for DPR 2 on the phone
    expect(Math.max(...slot.widths)).toBeGreaterThanOrEqual(Math.floor(2 * widthAt(390)));
  });
});

const PHOTO = 'https://res.cloudinary.com/kalinga/image/upload/v1712345678/kalinga/tower.jpg';

/** The widths a rendered image's srcset offers. */
function offeredWidths(image: HTMLElement): number[] {
  const srcset = image.getAttribute('srcset') ?? '';
  return [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
}

describe('listing cards with 2,560-px photos', () => {
  // The widest each card shows at 390, 768 and 1280 px (the grids above): a candidate wider than
  // twice that is bytes no screen at DPR 2 shows.
  it.each([
    [
      'a building card',
      <BuildingCard key="b" building={{ ...building, BuildingsImages: [PHOTO] }} priority />,
      Math.max(...VIEWPORTS.map((v) => column(content(v), v < 640 ? 1 : v < 1280 ? 2 : 4, 24))),
    ],
    [
      'a land card',
      <LandCard key="l" land={{ ...land, propertyImages: [PHOTO] }} priority />,
      Math.max(...VIEWPORTS.map((v) => column(content(v), v < 640 ? 1 : v < 1024 ? 2 : 3, 24))),
    ],
    [
      'a project card',
      <ProjectCard key="p" project={{ ...project, images: [PHOTO] }} />,
      Math.max(...VIEWPORTS.map((v) => column(content(v), v < 640 ? 1 : v < 1024 ? 2 : 3, 24))),
    ],
  ])('%s asks for at most twice its widest CSS width, never the stored 2,560 px', (_name, card, widest) => {
    render(<MemoryRouter>{card}</MemoryRouter>);
    const [image] = screen.getAllByRole('img');
    // (A listing's first card is a priority one: the others wait to near the viewport, which jsdom never lays out.)
    const widths = offeredWidths(image!);
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBeLessThanOrEqual(Math.ceil(2 * widest));
    expect(image).toHaveAttribute('src', expect.stringContaining('/c_limit,w_'));
  });
});
