import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICO_SIZES, icoFromPngs, pngsInIco } from '../../scripts/favicon-ico.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('favicon.ico', () => {
  it('holds each PNG with its size and place, as the ICO header says', () => {
    const images = [
      { size: 16, png: Buffer.from('sixteen') },
      { size: 32, png: Buffer.from('thirty-two!') },
    ];
    const ico = icoFromPngs(images);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(pngsInIco(ico)).toEqual(images);
  });

  it('public/favicon.ico is the brand mark at 16, 32 and 48 px, drawn from favicon.svg', async () => {
    const ico = readFileSync(path.join(root, 'public/favicon.ico'));
    const images = pngsInIco(ico);
    expect(images.map((image) => image.size)).toEqual(ICO_SIZES);
    const mark = await sharp(readFileSync(path.join(root, 'public/brand/favicon.svg')))
      .resize(16, 16)
      .removeAlpha()
      .raw()
      .toBuffer();
    for (const { size, png } of images) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // Seen at one size, each looks like the SVG: no pixel's colour strays far from it.
      const seen = await sharp(png).resize(16, 16).removeAlpha().raw().toBuffer();
      const worst = Math.max(...seen.map((value, index) => Math.abs(value - mark[index]!)));
      expect(worst).toBeLessThan(80);
    }
  });
});
