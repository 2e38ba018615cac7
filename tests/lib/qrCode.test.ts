import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { QR_QUIET_ZONE, qrModules, qrPath, qrSide, qrUrl, type QrModules } from '@/lib/qrCode';

/** The code as a reader's camera sees it: `scale` pixels a module, light around it. */
function pixels(modules: QrModules, scale = 4): { data: Uint8ClampedArray; side: number } {
  const side = qrSide(modules) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + QR_QUIET_ZONE) * scale + dy) * side + (x + QR_QUIET_ZONE) * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
      }
    }),
  );
  return { data, side };
}

describe('qrUrl', () => {
  it("is the listing page's address on the site's origin, as its canonical URL", () => {
    const path = paths.land('65f0b2000000000000000001');
    expect(qrUrl(path)).toBe(`${env.siteUrl}${path}`);
  });

  it('is ASCII only, whatever the name, and reads back as the same page', () => {
    const path = paths.building('ଲିଙ୍ଗରାଜ Heights, Phase 2', '65f0b1000000000000000001');
    const url = qrUrl(path);
    expect(url).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(new URL(url).pathname)).toBe(decodeURIComponent(path));
  });

  it('keeps an absolute http(s) address as it is', () => {
    expect(qrUrl('https://www.example.in/Projects/a/1')).toBe('https://www.example.in/Projects/a/1');
  });
});

describe('qrModules', () => {
  it('makes a square code that a reader decodes back to the address', async () => {
    const url = qrUrl(paths.building('Green Valley Residency', '65f0b1000000000000000001'));
    const modules = await qrModules(url);
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect((modules.length - 21) % 4).toBe(0);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    const { data, side } = pixels(modules);
    expect(jsQR(data, side, side)?.data).toBe(url);
  });
});

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle, inside the quiet zone', () => {
    const q = QR_QUIET_ZONE;
    const modules = [
      [true, true, false],
      [false, false, true],
      [true, false, true],
    ];
    expect(qrPath(modules)).toBe(
      [
        `M${q} ${q}h2v1h-2z`,
        `M${q + 2} ${q + 1}h1v1h-1z`,
        `M${q} ${q + 2}h1v1h-1z`,
        `M${q + 2} ${q + 2}h1v1h-1z`,
      ].join(''),
    );
    expect(qrSide(modules)).toBe(3 + 2 * q);
  });

  it('draws nothing for a light code', () => {
    expect(qrPath([[false, false]])).toBe('');
  });
});
