/**
 * /favicon.ico, drawn from the brand's favicon.svg. Pages name the SVG, but browsers, feed readers
 * and crawlers still ask for /favicon.ico by itself (Chromium does when a page's icon link is not
 * in its head at the moment it looks), and a 404 there is an error in every console. Run
 * `node scripts/favicon-ico.mjs` after changing the SVG; the file is kept in public/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The sizes Windows and browsers pick from: the tab, the taskbar, a shortcut. */
export const ICO_SIZES = [16, 32, 48];

const ICONDIR_BYTES = 6;
const ENTRY_BYTES = 16;

/** An ICO file holding each PNG as it is (the PNG-in-ICO form every current browser reads). */
export function icoFromPngs(images) {
  const header = Buffer.alloc(ICONDIR_BYTES);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon, not a cursor
  header.writeUInt16LE(images.length, 4);
  let offset = ICONDIR_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The images an ICO file holds: each one's declared size and its bytes. */
export function pngsInIco(ico) {
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const at = ICONDIR_BYTES + ENTRY_BYTES * index;
    const length = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return { size: ico.readUInt8(at) || 256, png: ico.subarray(offset, offset + length) };
  });
}

export async function writeFaviconIco(root) {
  const { default: sharp } = await import('sharp');
  const svg = readFileSync(path.join(root, 'public/brand/favicon.svg'));
  const images = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  writeFileSync(path.join(root, 'public/favicon.ico'), icoFromPngs(images));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await writeFaviconIco(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
