/**
 * Brand marks and small UI art: the logo mark (a temple shikhara between two apartment blocks),
 * horizontal logos for light and dark backgrounds, the favicon, the animated splash screens and
 * the amenity line icons.
 */
import { Doc, P, path } from './lib.mjs';

export const BRAND = {
  ink: '#13213a',
  teal: '#1f7a70',
  teal6: '#14635b',
  teal3: '#74b9b0',
  teal2: '#a9d5cf',
  terra: '#c45f27',
  terra4: '#dd7a40',
  terra3: '#e99b69',
  sand: '#faf7f2',
};

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"';

/** The mark on a 64 x 64 grid. `dark` draws it for a navy background; `simple` drops small detail. */
export function markShapes({ dark = false, simple = false } = {}) {
  const bg = dark ? BRAND.ink : '#ffffff';
  const left = dark ? BRAND.teal3 : BRAND.teal6;
  const right = dark ? '#3f978d' : BRAND.teal;
  const win = dark ? BRAND.ink : BRAND.sand;
  const ground = dark ? BRAND.sand : BRAND.ink;
  const out = [];
  out.push(path(P.rrect(7, 25, 16, 33, 1.5), left));
  out.push(path(P.rrect(41, 16, 16, 42, 1.5), right));
  if (!simple) {
    let w = '';
    for (let r0 = 0; r0 < 4; r0++) for (const x of [10, 16]) w += P.rect(x, 29 + r0 * 6.5, 3.4, 3.4);
    for (let r0 = 0; r0 < 5; r0++) for (const x of [45, 51]) w += P.rect(x, 20 + r0 * 6.5, 3.4, 3.4);
    out.push(path(w, win, 'opacity=".9"'));
  }
  // shikhara with a halo in the background colour so it reads on top of the blocks
  const sh = 'M21 58V41C21 29 25 21 29.2 15.6H34.8C39 21 43 29 43 41V58Z';
  out.push(`<path d="${sh}" fill="${BRAND.terra}" stroke="${bg}" stroke-width="2.4" paint-order="stroke"/>`);
  out.push(path('M26.2 14.8C26.2 12.4 37.8 12.4 37.8 14.8C37.8 16.4 26.2 16.4 26.2 14.8Z', BRAND.terra));
  out.push(path('M29.5 12.4C29.5 9.6 34.5 9.6 34.5 12.4Z', BRAND.terra4));
  out.push(`<path d="M32 10V4.6" stroke="${BRAND.terra}" stroke-width="1.6" stroke-linecap="round"/>`);
  out.push(path('M32.6 4.4L38 6L32.6 7.6Z', dark ? BRAND.terra3 : BRAND.terra4));
  if (!simple) {
    out.push(
      `<path d="M21.6 46H42.4M22 39.5H42M23.4 33H40.6M25.4 27H38.6M27.6 21.4H36.4" stroke="${BRAND.terra3}" stroke-width="1.1" opacity=".8"/>`,
    );
  }
  // doorway arch: home
  out.push(path('M27.6 58V51.6C27.6 46 36.4 46 36.4 51.6V58Z', dark ? BRAND.ink : BRAND.sand));
  out.push(path(P.rrect(3.5, 57, 57, 3.6, 1.8), ground));
  return out.join('');
}

export function markSvg() {
  const doc = new Doc(64, 64, { title: 'Kalinga Habitats' });
  doc.add(markShapes());
  return doc.toString();
}

export function faviconSvg() {
  const doc = new Doc(32, 32, { vw: 64, vh: 64, title: 'Kalinga Habitats' });
  doc.add(path(P.rrect(0, 0, 64, 64, 14), BRAND.ink));
  doc.add(`<g transform="translate(4.5 3) scale(.86)">${markShapes({ dark: true, simple: true })}</g>`);
  return doc.toString();
}

/** Horizontal logo, 220 x 48. */
export function logoSvg(dark = false) {
  const doc = new Doc(220, 48, { title: 'Kalinga Habitats' });
  doc.add(`<g transform="translate(0 0) scale(.75)">${markShapes({ dark })}</g>`);
  const c1 = dark ? '#ffffff' : BRAND.ink;
  const c2 = dark ? BRAND.teal3 : BRAND.teal;
  doc.add(
    `<text x="56" y="26" ${FONT} font-size="20" font-weight="700" textLength="158" lengthAdjust="spacingAndGlyphs" fill="${c1}">Kalinga <tspan fill="${c2}">Habitats</tspan></text>`,
  );
  doc.add(
    `<text x="56.5" y="39.5" ${FONT} font-size="7.4" font-weight="600" letter-spacing="1.5" textLength="157" lengthAdjust="spacing" fill="${dark ? '#a9b4c6' : '#5d6b82'}">HOMES · PLOTS · BHUBANESWAR</text>`,
  );
  return doc.toString();
}

/** Skyline with a temple silhouette as one stroke path (for the splash). Width w, base y. */
function skylinePath(w, y, s = 1, ox = 0) {
  const pts = [];
  let x = ox;
  const add = (dx, dy) => {
    x += dx * s;
    pts.push(`L${Math.round(x)} ${Math.round(y - dy * s)}`);
  };
  pts.push(`M0 ${y}H${Math.round(ox)}`);
  const blocks = [
    [40, 0],
    [0, 60],
    [50, 60],
    [0, 110],
    [44, 110],
    [0, 40],
    [30, 40],
    [0, 150],
    [56, 150],
    [0, 90],
    [20, 90],
    [0, 0],
    [40, 0],
  ];
  for (const [dx, dy] of blocks) add(dx, dy);
  // temple: stepped base then curved shikhara
  const tx = x;
  pts.push(
    `L${Math.round(tx)} ${Math.round(y - 30 * s)}L${Math.round(tx + 12 * s)} ${Math.round(y - 30 * s)}C${Math.round(tx + 12 * s)} ${Math.round(y - 120 * s)} ${Math.round(tx + 26 * s)} ${Math.round(y - 150 * s)} ${Math.round(tx + 34 * s)} ${Math.round(y - 160 * s)}L${Math.round(tx + 40 * s)} ${Math.round(y - 180 * s)}L${Math.round(tx + 46 * s)} ${Math.round(y - 160 * s)}C${Math.round(tx + 54 * s)} ${Math.round(y - 150 * s)} ${Math.round(tx + 68 * s)} ${Math.round(y - 120 * s)} ${Math.round(tx + 68 * s)} ${Math.round(y - 30 * s)}L${Math.round(tx + 80 * s)} ${Math.round(y - 30 * s)}L${Math.round(tx + 80 * s)} ${y}`,
  );
  x = tx + 80 * s;
  const blocks2 = [
    [40, 0],
    [0, 70],
    [36, 70],
    [0, 130],
    [60, 130],
    [0, 50],
    [26, 50],
    [0, 100],
    [44, 100],
    [0, 0],
  ];
  for (const [dx, dy] of blocks2) add(dx, dy);
  pts.push(`L${w} ${y}`);
  return { d: pts.join(''), width: x - ox };
}

/**
 * Splash screen: mark and name on navy over a rising sun and the skyline. A still image: the motion
 * (src/index.css) is a CSS transform, which the compositor runs, where animations inside an SVG
 * image repaint on the main thread while the app starts underneath.
 */
export function splashSvg(phone = false) {
  const w = phone ? 1080 : 1920;
  const h = phone ? 1920 : 1080;
  const doc = new Doc(w, h, { title: 'Kalinga Habitats' });
  const cx = w / 2;
  const markSize = phone ? 260 : 220;
  const my = phone ? h * 0.36 : h * 0.3;
  doc.add(`<rect width="${w}" height="${h}" fill="${BRAND.ink}"/>`);
  doc.add(
    `<rect width="${w}" height="${h}" fill="${doc.rad(
      [
        [0, '#1f3a5a', 0.9],
        [1, BRAND.ink, 0],
      ],
      0.5,
      phone ? 0.4 : 0.42,
      0.6,
    )}"/>`,
  );
  // rising sun behind the mark
  doc.add(
    `<g><circle cx="${cx}" cy="${my + markSize * 0.45}" r="${markSize * 1.1}" fill="${doc.rad([
      [0, BRAND.terra4, 0.35],
      [1, BRAND.terra4, 0],
    ])}"/><circle cx="${cx}" cy="${my + markSize * 0.45}" r="${markSize * 0.62}" fill="${doc.lin([
      [0, '#e99b69', 0.55],
      [1, '#c45f27', 0.05],
    ])}"/></g>`,
  );
  const sc = markSize / 64;
  doc.add(
    `<g><g transform="translate(${cx - markSize / 2} ${my}) scale(${sc})">${markShapes({ dark: true })}</g></g>`,
  );
  const ty = my + markSize + (phone ? 130 : 110);
  doc.add(
    `<g><text x="${cx}" y="${ty}" ${FONT} font-size="${phone ? 88 : 76}" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="1">Kalinga <tspan fill="${BRAND.teal3}">Habitats</tspan></text>` +
      `<text x="${cx}" y="${ty + (phone ? 70 : 58)}" ${FONT} font-size="${phone ? 28 : 22}" font-weight="600" fill="#a9b4c6" text-anchor="middle" letter-spacing="${phone ? 8 : 7}">HOMES · PLOTS · BHUBANESWAR</text></g>`,
  );
  const base = h - (phone ? 260 : 120);
  const scale = phone ? 1.4 : 1;
  const offset = (w - skylinePath(w, base, scale).width) / 2;
  const sky = skylinePath(w, base, scale, offset);
  doc.add(
    `<path d="${sky.d}" fill="none" stroke="${BRAND.teal3}" stroke-width="3" stroke-linejoin="round" opacity=".7"/>`,
  );
  doc.add(`<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="#0e1a2e" opacity=".6"/>`);
  return doc.toString();
}

const ICONS = {
  parking: '<rect x="7" y="7" width="34" height="34" rx="8"/><path d="M19 34V14h7.5a6 6 0 0 1 0 12H19"/>',
  'swimming-pool':
    '<path d="M16 30V11a4 4 0 0 1 8 0M28 30V11a4 4 0 0 1 8 0M16 17h12M16 24h12"/><path d="M4 36c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3 3.3 3 6.7 3 3.3-3 6.6-3 3.4 3 6.7 3M4 43c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3 3.3 3 6.7 3 3.3-3 6.6-3 3.4 3 6.7 3"/>',
  security:
    '<path d="M24 5l15 5.5V22c0 9.5-6.3 16.6-15 20-8.7-3.4-15-10.5-15-20V10.5z"/><path d="M17 24l5 5 9.5-10"/>',
  'medical-centre': '<rect x="7" y="7" width="34" height="34" rx="9"/><path d="M24 15v18M15 24h18"/>',
  library:
    '<path d="M6 41h36M10 39V12h7v27M19 39V8h7v31M29 14.5l6.4-1.8 7 25.2-6.4 1.8z"/><path d="M10 18h7M19 14h7M19 33h7M10 33h7"/>',
  'king-size-bed':
    '<path d="M6 10v30M6 32h36v8M6 26h32a4 4 0 0 1 4 4v2"/><rect x="10" y="18" width="11" height="8" rx="3"/><path d="M24 26v-5a3 3 0 0 1 3-3h11a4 4 0 0 1 4 4v8"/>',
  'smart-home':
    '<path d="M7 22L24 8l17 14M11 19v21h26V19"/><path d="M17.5 29.5a9 9 0 0 1 13 0M20.8 33.2a4.4 4.4 0 0 1 6.4 0"/><circle cx="24" cy="36.6" r=".6"/>',
  'kids-playland':
    '<path d="M9 41V15h9v26M9 22h9M9 29h9M9 36h9M18 15c9 0 10 26 22 26"/><circle cx="36" cy="12" r="4.5"/>',
};

export function iconSvg(name) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>\n`;
}

export const ICON_NAMES = Object.keys(ICONS);
