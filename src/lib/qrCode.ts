import { absoluteUrl } from '@/lib/siteUrl';

/** A QR code's modules, row by row (true: dark), without the quiet zone around them. */
export type QrModules = readonly (readonly boolean[])[];

/** The light margin a reader needs around the code, in modules (the standard asks for 4). */
export const QR_QUIET_ZONE = 4;

/**
 * The address a QR code carries: absolute on the site's origin, as the page's canonical URL, and in
 * ASCII only (URL's own escaping), since the encoder reads every character as one byte.
 */
export function qrUrl(pathOrUrl: string): string {
  return new URL(absoluteUrl(pathOrUrl)).href;
}

/**
 * The QR code for `text`, at the smallest size that holds it and medium error correction (a printed
 * page can take a crease or a smudge). The encoder is loaded here, on the one page that shows a code.
 */
export async function qrModules(text: string): Promise<QrModules> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  );
}

/**
 * One SVG path for the dark modules, a rectangle per run of dark modules in a row, placed inside the
 * quiet zone: with a viewBox of `qrSide(modules)` units a module is one unit.
 */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = x < row.length && row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        parts.push(`M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h-${x - start}z`);
        start = -1;
      }
    }
  });
  return parts.join('');
}

/** The code's side with its quiet zone, in modules. */
export function qrSide(modules: QrModules): number {
  return modules.length + 2 * QR_QUIET_ZONE;
}
