/**
 * Sky, light and vegetation: time-of-day moods, clouds, hills, trees, palms, shrubs, the distant
 * city and the Lingaraj-style temple silhouette.
 */
import { P, darken, lighten, mix, path, r, rng, smooth } from './lib.mjs';

/** Time-of-day presets. `tint`/`tintAmt` colour every lit surface, `dark` dims it, `haze` is the far colour. */
export const MOODS = {
  morning: {
    sky: [
      [0, '#6f9fd0'],
      [0.45, '#a9c8e6'],
      [0.8, '#ecdcc9'],
      [1, '#f7dfc0'],
    ],
    sun: { x: 0.8, y: 0.36, r: 30, core: '#fffaf0', glow: '#ffe3b3' },
    haze: '#dfe1e2',
    tint: '#ffeed8',
    tintAmt: 0.08,
    dark: 0,
    lit: 0,
    grass: ['#9cc46c', '#5e9448'],
    cloud: ['#ffffff', '#e6e4ea'],
    glass: ['#9ab9d6', '#4e7394'],
    shadow: 0.22,
  },
  noon: {
    sky: [
      [0, '#2c79c7'],
      [0.55, '#74b0e4'],
      [1, '#d2e8f6'],
    ],
    sun: { x: 0.14, y: 0.1, r: 28, core: '#ffffff', glow: '#fff6d8' },
    haze: '#cddff0',
    tint: '#ffffff',
    tintAmt: 0,
    dark: 0,
    lit: 0,
    grass: ['#8cc46a', '#4a9140'],
    cloud: ['#ffffff', '#dbe6f2'],
    glass: ['#a5cbea', '#3d6f9c'],
    shadow: 0.26,
  },
  golden: {
    sky: [
      [0, '#4a6aa3'],
      [0.38, '#b994a3'],
      [0.68, '#f1ac6d'],
      [1, '#fbd892'],
    ],
    sun: { x: 0.13, y: 0.6, r: 40, core: '#fff4d2', glow: '#ffb35f' },
    haze: '#f0c297',
    tint: '#ffb062',
    tintAmt: 0.2,
    dark: 0.02,
    lit: 0.08,
    grass: ['#b2bb58', '#6d8637'],
    cloud: ['#fff0dc', '#e9a989'],
    glass: ['#f6c48e', '#6a5f7e'],
    shadow: 0.3,
  },
  dusk: {
    sky: [
      [0, '#141d3d'],
      [0.3, '#35396b'],
      [0.6, '#9a5a7e'],
      [0.84, '#e98f6a'],
      [1, '#f7c07f'],
    ],
    sun: { x: 0.2, y: 0.9, r: 0, core: '#ffd7a0', glow: '#ff9d63' },
    haze: '#8a6386',
    tint: '#5f4f86',
    tintAmt: 0.32,
    dark: 0.3,
    lit: 0.6,
    grass: ['#4f6a4f', '#26392f'],
    cloud: ['#f3a98c', '#6e4f78'],
    glass: ['#c2809a', '#26294d'],
    shadow: 0.18,
  },
  overcast: {
    sky: [
      [0, '#8d9aab'],
      [0.55, '#bcc5cf'],
      [1, '#e2e4e5'],
    ],
    haze: '#ccd2d8',
    tint: '#b5c0cc',
    tintAmt: 0.14,
    dark: 0.04,
    lit: 0.12,
    grass: ['#8aa66e', '#55774a'],
    cloud: ['#eef0f2', '#a9b2bd'],
    glass: ['#bcc8d4', '#55677a'],
    shadow: 0.1,
  },
  night: {
    sky: [
      [0, '#040916'],
      [0.5, '#0d1931'],
      [1, '#213658'],
    ],
    moon: { x: 0.84, y: 0.15, r: 24 },
    haze: '#1e2d4a',
    tint: '#22315a',
    tintAmt: 0.55,
    dark: 0.42,
    lit: 0.5,
    grass: ['#263a37', '#132220'],
    cloud: ['#34466a', '#1a2640'],
    glass: ['#2e4166', '#0c1428'],
    shadow: 0.1,
  },
};

/** Colour of a surface under a mood; `face` 'side' is the shaded side, `depth` 0..1 adds haze. */
export function tone(m, c, face = 'front', depth = 0) {
  let x = mix(c, m.tint, m.tintAmt);
  x = darken(x, m.dark + (face === 'side' ? 0.2 : face === 'shade' ? 0.32 : 0));
  if (face === 'side') x = mix(x, '#2b3a5c', 0.08);
  if (depth > 0) x = mix(x, m.haze, depth);
  return x;
}

/** Full-frame sky with sun or moon and glow. */
export function sky(doc, m, w, h, horizon) {
  const out = [
    `<rect width="${w}" height="${h}" fill="${doc.lin(m.sky.map(([o, c]) => [o * (horizon / h), c]).concat([[1, m.sky[m.sky.length - 1][1]]]))}"/>`,
  ];
  if (m.sun) {
    const sx = m.sun.x * w;
    const sy = m.sun.y * h;
    const glowR = m.sun.r ? m.sun.r * 6 : w * 0.5;
    out.push(
      `<circle cx="${r(sx)}" cy="${r(sy)}" r="${r(glowR)}" fill="${doc.rad([
        [0, m.sun.glow, 0.75],
        [0.35, m.sun.glow, 0.25],
        [1, m.sun.glow, 0],
      ])}"/>`,
    );
    if (m.sun.r) {
      out.push(`<circle cx="${r(sx)}" cy="${r(sy)}" r="${m.sun.r}" fill="${m.sun.core}"/>`);
    }
  }
  if (m.moon) {
    const { x, y, r: mr } = m.moon;
    const mx = x * w;
    const my = y * h;
    out.push(
      `<circle cx="${r(mx)}" cy="${r(my)}" r="${mr * 5}" fill="${doc.rad([
        [0, '#c9d6f0', 0.28],
        [1, '#c9d6f0', 0],
      ])}"/>`,
      `<circle cx="${r(mx)}" cy="${r(my)}" r="${mr}" fill="#f4f1e4"/>`,
      path(
        P.circle(mx - mr * 0.3, my - mr * 0.15, mr * 0.22) +
          P.circle(mx + mr * 0.25, my + mr * 0.3, mr * 0.14),
        '#dcd6c4',
      ),
    );
  }
  return out.join('');
}

/** Dots as zero-length round-capped strokes: the most compact way to scatter many dots. */
export function dots(pts, color, width, opacity = 1) {
  if (!pts.length) return '';
  const d = pts.map(([x, y]) => `M${r(x)} ${r(y)}h.1`).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${opacity !== 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Stars for a night sky. */
export function stars(rnd, w, h, n = 90) {
  const a = [];
  const b = [];
  for (let i = 0; i < n; i++) {
    const p = [rnd() * w, Math.pow(rnd(), 1.6) * h];
    (rnd() < 0.3 ? a : b).push(p);
  }
  return dots(a, '#ffffff', 2.6, 0.85) + dots(b, '#cfd9ff', 1.5, 0.55);
}

/** A soft cumulus cloud centred at (x, y) of width w. */
export function cloud(doc, m, rnd, x, y, w, opacity = 1) {
  const n = 5 + Math.floor(rnd() * 3);
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const rad = w * (0.12 + 0.14 * Math.sin(Math.PI * t)) * (0.8 + rnd() * 0.4);
    d += P.circle(x - w / 2 + t * w, y - rad * 0.45, rad);
  }
  d += P.rrect(x - w / 2 - w * 0.05, y - w * 0.08, w * 1.1, w * 0.1, w * 0.05);
  const fill = doc.lin([
    [0.2, m.cloud[0]],
    [1, m.cloud[1]],
  ]);
  return path(d, fill, `opacity="${opacity}"`);
}

/** Wispy flat cloud streak. */
export function streak(x, y, w, color, opacity) {
  return path(P.rrect(x, y, w, w * 0.035, w * 0.02), color, `opacity="${opacity}"`);
}

/** A smooth ridge line across [x0, x1]; answers a closed path down to `bottom`. */
export function ridge(rnd, x0, x1, baseY, amp, bottom, n = 9) {
  const pts = [];
  const ph = rnd() * 6;
  const ph2 = rnd() * 6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const y = baseY - amp * (0.55 + 0.3 * Math.sin(t * 5.1 + ph) + 0.15 * Math.sin(t * 11.3 + ph2));
    pts.push([x, y]);
  }
  return `${smooth(pts)}L${r(x1)} ${r(bottom)}L${r(x0)} ${r(bottom)}z`;
}

/** Birds as small strokes. */
export function birds(rnd, x, y, n, color, s = 1) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + rnd() * 120 * s;
    const by = y + rnd() * 50 * s;
    const k = (5 + rnd() * 4) * s;
    d += `M${r(bx - k)} ${r(by - k * 0.3)}q${r(k * 0.5)} ${r(-k * 0.45)} ${r(k)} ${r(k * 0.3)}q${r(k * 0.5)} ${r(-k * 0.75)} ${r(k)} ${r(-k * 0.3)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r(1.6 * s)}" stroke-linecap="round" opacity=".7"/>`;
}

const TREE_GREENS = ['#4e8a3e', '#5b9441', '#3f7d3f', '#6a9a45'];

/** Broad-leaf tree (neem / mango / rain tree) at (x, base), height h; drawn once per variant and reused. */
export function tree(doc, m, rnd, x, base, h, opts = {}) {
  const variant = opts.variant ?? rnd.int(0, 3);
  const color = opts.color ?? TREE_GREENS[variant];
  const depth = Math.round((opts.depth ?? 0) * 10) / 10;
  const key = `tree${variant}|${color}|${depth}|${opts.spread ?? 1}|${opts.shadow !== false}|${m.sky[0][1]}`;
  const id = doc.symbol(key, () =>
    treeShape(doc, m, rng(77 + variant), 0, 0, 100, { ...opts, color, depth }),
  );
  return doc.use(id, x, base, h / 100);
}

/** Palm drawn once per variant and reused, mirrored at random. */
export function palm(doc, m, rnd, x, base, h, opts = {}) {
  const variant = opts.variant ?? rnd.int(0, 1);
  const depth = Math.round((opts.depth ?? 0) * 10) / 10;
  const key = `palm${variant}|${opts.color ?? ''}|${depth}|${opts.shadow !== false}|${opts.frondScale ?? 1}|${m.sky[0][1]}`;
  const id = doc.symbol(key, () =>
    palmShape(doc, m, rng(91 + variant), 0, 0, 100, { ...opts, depth, lean: [0.08, -0.05, 0.14][variant] }),
  );
  return doc.use(id, x, base, h / 100, opts.flip ?? rnd() < 0.5);
}

/** Far tree line as a bumpy silhouette with lit crowns. */
export function treeline(m, rnd, x0, x1, base, h, depth, color = '#3f7a3a') {
  const pts = [[x0, base]];
  const hi = [];
  for (let x = x0; x <= x1 + h; x += h * (0.35 + rnd() * 0.3)) {
    const y = base - h * (0.55 + rnd() * 0.45);
    pts.push([x, y]);
    if (rnd() < 0.6) hi.push(P.circle(x - h * 0.08, y + h * 0.12, h * (0.12 + rnd() * 0.08)));
  }
  pts.push([x1 + h, base]);
  const d = `${smooth(pts)}L${r(x1 + h)} ${r(base + 4)}L${r(x0)} ${r(base + 4)}z`;
  return (
    path(d, tone(m, darken(color, 0.15), 'front', depth)) +
    path(hi.join(''), tone(m, lighten(color, 0.15), 'front', depth), 'opacity=".6"')
  );
}

function treeShape(doc, m, rnd, x, base, h, opts = {}) {
  const depth = opts.depth ?? 0;
  const hue = opts.color ?? rnd.pick(['#4e8a3e', '#5b9441', '#3f7d3f', '#6a9a45']);
  const spread = opts.spread ?? 1;
  const dark = tone(m, darken(hue, 0.35), 'front', depth);
  const mid = tone(m, hue, 'front', depth);
  const light = tone(m, lighten(mix(hue, '#d7e27a', 0.35), 0.1), 'front', depth);
  const trunkC = tone(m, '#6b4a35', 'front', depth);
  const cy = base - h * 0.62;
  const R = h * 0.36 * spread;
  const tw = Math.max(2, h * 0.045);
  // trunk with two branches
  let trunk = `M${r(x - tw)} ${r(base)}C${r(x - tw * 0.7)} ${r(base - h * 0.3)} ${r(x - tw * 0.4)} ${r(cy + R * 0.4)} ${r(x - tw * 2.5)} ${r(cy)}`;
  trunk += `L${r(x - tw * 1.6)} ${r(cy - tw)}L${r(x)} ${r(cy + R * 0.25)}L${r(x + tw * 1.8)} ${r(cy - tw * 0.5)}L${r(x + tw * 2.4)} ${r(cy + tw * 0.4)}`;
  trunk += `C${r(x + tw * 0.5)} ${r(cy + R * 0.45)} ${r(x + tw * 0.8)} ${r(base - h * 0.3)} ${r(x + tw)} ${r(base)}z`;
  const blobs = [];
  const n = opts.blobs ?? 9;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rnd() * 0.5;
    const dist = R * (0.45 + rnd() * 0.2);
    blobs.push([x + Math.cos(a) * dist * 1.15, cy + Math.sin(a) * dist * 0.75, R * (0.42 + rnd() * 0.22)]);
  }
  blobs.push([x, cy, R * 0.7]);
  let dD = '';
  let dM = '';
  let dL = '';
  for (const [bx, by, br] of blobs) {
    dD += P.circle(bx, by, br);
    if (by < cy + R * 0.3) dM += P.circle(bx - br * 0.12, by - br * 0.14, br * 0.82);
    if (by < cy && bx < x + R * 0.4) dL += P.circle(bx - br * 0.3, by - br * 0.32, br * 0.42);
  }
  const shadow =
    opts.shadow === false
      ? ''
      : path(
          P.ellipse(x + R * 0.25, base, R * 1.05, R * 0.16),
          '#0b1a12',
          `opacity="${r(m.shadow * (1 - depth) * 0.9 * 100) / 100}"`,
        );
  return shadow + path(trunk, trunkC) + path(dD, dark) + path(dM, mid) + path(dL, light, 'opacity=".85"');
}

/** Coconut / royal palm. `lean` bends the trunk (fraction of height). */
function palmShape(doc, m, rnd, x, base, h, opts = {}) {
  const depth = opts.depth ?? 0;
  const lean = opts.lean ?? (rnd() - 0.5) * 0.25;
  const tx = x + lean * h;
  const ty = base - h;
  const trunkPts = [];
  const N = 14;
  const bez = (t) => {
    const cx = x + lean * h * 0.15;
    const cy = base - h * 0.55;
    const u = 1 - t;
    return [u * u * x + 2 * u * t * cx + t * t * tx, u * u * base + 2 * u * t * cy + t * t * ty];
  };
  const left = [];
  const right = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const [px, py] = bez(t);
    const wdt = h * (0.032 - 0.012 * t) + (i === 0 ? h * 0.012 : 0);
    left.push([px - wdt, py]);
    right.push([px + wdt, py]);
    trunkPts.push([px, py, wdt]);
  }
  const trunk = P.poly(left.concat(right.reverse()));
  let rings = '';
  for (let i = 1; i < N; i++) {
    const [px, py, wdt] = trunkPts[i];
    rings += `M${r(px - wdt)} ${r(py)}q${r(wdt)} ${r(wdt * 0.5)} ${r(wdt * 2)} 0`;
  }
  const trunkFill = doc.lin(
    [
      [0, tone(m, '#9b8873', 'front', depth)],
      [1, tone(m, '#6e5f50', 'front', depth)],
    ],
    0,
    0,
    1,
    0,
  );
  const frondsBack = [];
  const frondsFront = [];
  const n = opts.fronds ?? 9;
  for (let i = 0; i < n; i++) {
    const ang = -Math.PI + (i / (n - 1)) * Math.PI + (rnd() - 0.5) * 0.3;
    const L = h * (0.34 + rnd() * 0.1) * (opts.frondScale ?? 1);
    const droop = 0.55 + rnd() * 0.35 + Math.abs(Math.cos(ang)) * 0.3;
    const f = frond(tx, ty, ang, L, droop, h);
    (i % 2 ? frondsFront : frondsBack).push(f);
  }
  // a few hanging fronds
  for (const s of [-1, 1]) {
    frondsBack.push(frond(tx, ty, s > 0 ? 0.5 : Math.PI - 0.5, h * 0.28, 1.6, h));
  }
  const green = opts.color ?? '#4f8f3a';
  const nuts =
    P.circle(tx - h * 0.018, ty + h * 0.03, h * 0.022) +
    P.circle(tx + h * 0.02, ty + h * 0.035, h * 0.02) +
    P.circle(tx, ty + h * 0.05, h * 0.02);
  const shadow =
    opts.shadow === false
      ? ''
      : path(
          P.ellipse(x + h * 0.05, base, h * 0.16, h * 0.025),
          '#0b1a12',
          `opacity="${r(m.shadow * (1 - depth) * 80) / 100}"`,
        );
  return (
    shadow +
    path(trunk, trunkFill) +
    `<path d="${rings}" fill="none" stroke="${tone(m, '#4d4036', 'front', depth)}" stroke-width="${r(Math.max(0.6, h * 0.004))}" opacity=".5"/>` +
    path(frondsBack.join(''), tone(m, darken(green, 0.3), 'front', depth)) +
    path(nuts, tone(m, '#7a5a2e', 'front', depth)) +
    path(frondsFront.join(''), tone(m, green, 'front', depth))
  );
}

function frond(x, y, ang, L, droop, h) {
  const pt = (t) => [x + Math.cos(ang) * L * t, y + Math.sin(ang) * L * t + droop * L * t * t * 0.6];
  const steps = 11;
  const up = [];
  const dn = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = pt(t);
    const [qx, qy] = pt(Math.min(1, t + 0.01));
    let tx = qx - px;
    let ty = qy - py;
    const len = Math.hypot(tx, ty) || 1;
    tx /= len;
    ty /= len;
    const nx = -ty;
    const ny = tx;
    const lf = L * 0.24 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 0.95 + 0.04)), 0.7) + h * 0.004;
    // leaflets sweep back along the rachis and hang under gravity
    up.push([px + nx * lf * 0.5 - tx * lf * 0.35, py + ny * lf * 0.5 + lf * 0.6]);
    dn.push([px - nx * lf * 0.5 - tx * lf * 0.35, py - ny * lf * 0.5 + lf * 0.7]);
    const [mx, my] = pt(t + 0.35 / steps);
    up.push([mx, my]);
    dn.push([mx, my + h * 0.004]);
  }
  return P.poly([[x, y], ...up, ...dn.reverse()]);
}

/** Low rounded shrub. */
export function shrub(m, rnd, x, base, w, hgt, color = '#5b9445', depth = 0) {
  let dD = '';
  let dL = '';
  const n = Math.max(3, Math.round(w / (hgt * 0.8)));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const rr = hgt * (0.45 + rnd() * 0.25);
    const cx = x + t * w;
    const cy = base - rr * 0.9;
    dD += P.circle(cx, cy, rr);
    dL += P.circle(cx - rr * 0.25, cy - rr * 0.28, rr * 0.55);
  }
  dD += P.rect(x + hgt * 0.2, base - hgt * 0.6, w - hgt * 0.4, hgt * 0.6);
  return (
    path(dD, tone(m, darken(color, 0.2), 'front', depth)) +
    path(dL, tone(m, lighten(color, 0.12), 'front', depth), 'opacity=".8"')
  );
}

/** Flower dots on top of shrubs. */
export function flowers(rnd, x, y, w, hgt, colors, n = 14) {
  const by = {};
  for (let i = 0; i < n; i++) {
    const c = rnd.pick(colors);
    (by[c] ??= []).push([x + rnd() * w, y + rnd() * hgt]);
  }
  return Object.entries(by)
    .map(([c, pts]) => dots(pts, c, 4))
    .join('');
}

/** Trimmed hedge block with a lit top. */
export function hedge(doc, m, x, base, w, hgt, color = '#4f8a3c') {
  const fill = doc.lin([
    [0, tone(m, lighten(color, 0.12))],
    [1, tone(m, darken(color, 0.3))],
  ]);
  return path(P.rrect(x, base - hgt, w, hgt, hgt * 0.35), fill);
}

/** Narrow columnar tree (ashoka / cypress-like) for rhythm. */
export function ashoka(doc, m, rnd, x, base, h, depth = 0) {
  const c1 = tone(m, '#2f6b3a', 'front', depth);
  const c2 = tone(m, '#4b8a44', 'front', depth);
  const w = h * 0.16;
  const pts = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const yy = base - h * 0.08 - t * h * 0.92;
    const ww = w * Math.sin(Math.PI * (0.15 + t * 0.85)) * (0.9 + rnd() * 0.2);
    pts.push([x - ww, yy]);
  }
  const right = pts.map(([px, py]) => [2 * x - px, py]).reverse();
  const body = smooth([[x, base - h * 0.05], ...pts, [x, base - h - 2], ...right], true);
  const hi = smooth(
    [
      [x - w * 0.1, base - h * 0.2],
      [x - w * 0.7, base - h * 0.5],
      [x - w * 0.2, base - h * 0.95],
      [x, base - h * 0.6],
    ],
    true,
  );
  return (
    path(P.ellipse(x + w * 0.3, base, w * 1.2, w * 0.22), '#0b1a12', `opacity="${r(m.shadow * 70) / 100}"`) +
    path(P.rect(x - 1.2, base - h * 0.12, 2.4, h * 0.12), tone(m, '#5b4030', 'front', depth)) +
    path(body, c1) +
    path(hi, c2, 'opacity=".8"')
  );
}

/** Distant city blocks with optional lit windows. Answers a group string. */
export function cityline(rnd, x0, x1, base, maxH, color, opts = {}) {
  let d = '';
  let win = '';
  let x = x0;
  while (x < x1) {
    const bw = 18 + rnd() * 46;
    const bh = maxH * (0.25 + rnd() * 0.75);
    d += P.rect(x, base - bh, bw, bh + 2);
    if (rnd() < 0.25) d += P.rect(x + bw * 0.3, base - bh - 8, bw * 0.3, 8);
    if (opts.windows) {
      for (let yy = base - bh + 6; yy < base - 6; yy += 7) {
        for (let xx = x + 4; xx < x + bw - 4; xx += 6) {
          if (rnd() < opts.windows) win += `M${r(xx)} ${r(yy)}v3`;
        }
      }
    }
    x += bw + rnd() * 10 - 2;
  }
  return (
    path(d, color) +
    (win ? `<path d="${win}" stroke="${opts.winColor ?? '#ffd58a'}" stroke-width="2.4" opacity=".8"/>` : '')
  );
}

/**
 * Lingaraj-style temple silhouette: the curvilinear rekha deul with side spires, amalaka,
 * kalasha and flag, and a stepped pidha jagamohana beside it.
 */
export function temple(cx, base, h, color, detail, opts = {}) {
  const parts = [];
  const deul = (x, bh, scale = 1) => {
    const bw = bh * 0.34;
    const y0 = base - bh * 0.3;
    const y1 = base - bh * 0.82;
    const hw = bw / 2;
    let d = `M${r(x - hw * 1.08)} ${r(base)}L${r(x - hw * 1.08)} ${r(base - bh * 0.05)}L${r(x - hw)} ${r(base - bh * 0.05)}L${r(x - hw)} ${r(y0)}`;
    d += `C${r(x - hw)} ${r(y0 - (y0 - y1) * 0.78)} ${r(x - hw * 0.62)} ${r(y1 + (y0 - y1) * 0.03)} ${r(x - hw * 0.46)} ${r(y1)}`;
    d += `L${r(x - hw * 0.42)} ${r(y1 - bh * 0.02)}`;
    // amalaka
    d += `C${r(x - hw * 0.78)} ${r(y1 - bh * 0.025)} ${r(x - hw * 0.78)} ${r(y1 - bh * 0.06)} ${r(x - hw * 0.3)} ${r(y1 - bh * 0.062)}`;
    // kalasha
    d += `L${r(x - hw * 0.16)} ${r(y1 - bh * 0.07)}C${r(x - hw * 0.34)} ${r(y1 - bh * 0.085)} ${r(x - hw * 0.2)} ${r(y1 - bh * 0.115)} ${r(x - hw * 0.04)} ${r(y1 - bh * 0.12)}`;
    d += `L${r(x - hw * 0.02)} ${r(y1 - bh * 0.17 * scale)}L${r(x + hw * 0.02)} ${r(y1 - bh * 0.17 * scale)}`;
    d += `L${r(x + hw * 0.04)} ${r(y1 - bh * 0.12)}C${r(x + hw * 0.2)} ${r(y1 - bh * 0.115)} ${r(x + hw * 0.34)} ${r(y1 - bh * 0.085)} ${r(x + hw * 0.16)} ${r(y1 - bh * 0.07)}`;
    d += `L${r(x + hw * 0.3)} ${r(y1 - bh * 0.062)}C${r(x + hw * 0.78)} ${r(y1 - bh * 0.06)} ${r(x + hw * 0.78)} ${r(y1 - bh * 0.025)} ${r(x + hw * 0.42)} ${r(y1 - bh * 0.02)}`;
    d += `L${r(x + hw * 0.46)} ${r(y1)}C${r(x + hw * 0.62)} ${r(y1 + (y0 - y1) * 0.03)} ${r(x + hw)} ${r(y0 - (y0 - y1) * 0.78)} ${r(x + hw)} ${r(y0)}`;
    d += `L${r(x + hw)} ${r(base - bh * 0.05)}L${r(x + hw * 1.08)} ${r(base - bh * 0.05)}L${r(x + hw * 1.08)} ${r(base)}z`;
    // ribs (bhumi bands) and central raha
    let lines = '';
    for (let i = 1; i < 10; i++) {
      const t = i / 10;
      const yy = y0 - (y0 - y1) * t;
      // approximate half-width at t along the curve
      const ww = hw * (1 - 0.54 * Math.pow(t, 2.6));
      lines += `M${r(x - ww * 0.94)} ${r(yy)}L${r(x + ww * 0.94)} ${r(yy)}`;
    }
    lines += `M${r(x - hw * 0.18)} ${r(y0)}L${r(x - hw * 0.12)} ${r(y1)}M${r(x + hw * 0.18)} ${r(y0)}L${r(x + hw * 0.12)} ${r(y1)}`;
    lines += `M${r(x - hw)} ${r(y0)}L${r(x + hw)} ${r(y0)}`;
    return { d, lines, flagX: x, flagY: y1 - bh * 0.17 * scale };
  };
  const main = deul(cx, h);
  const sideL = deul(cx - h * 0.15, h * 0.55, 0.7);
  const sideR = deul(cx + h * 0.15, h * 0.55, 0.7);
  // jagamohana (pidha deul) on the right
  const jx = cx + h * 0.36;
  const jh = h * 0.5;
  const jw = h * 0.36;
  let jd = `M${r(jx - jw / 2)} ${r(base)}V${r(base - jh * 0.38)}`;
  const tiers = 5;
  for (let i = 0; i < tiers; i++) {
    const t0 = base - jh * 0.38 - (i * jh * 0.34) / tiers;
    const w0 = (jw / 2) * (1.06 - i * 0.13);
    const w1 = (jw / 2) * (1.06 - (i + 1) * 0.13 + 0.05);
    jd += `L${r(jx - w0)} ${r(t0)}L${r(jx - w1)} ${r(t0 - (jh * 0.34) / tiers)}`;
  }
  const topY = base - jh * 0.72;
  jd += `L${r(jx - jw * 0.12)} ${r(topY)}C${r(jx - jw * 0.18)} ${r(topY - jh * 0.08)} ${r(jx - jw * 0.06)} ${r(topY - jh * 0.12)} ${r(jx - jw * 0.03)} ${r(topY - jh * 0.14)}`;
  jd += `L${r(jx - jw * 0.02)} ${r(topY - jh * 0.22)}L${r(jx + jw * 0.02)} ${r(topY - jh * 0.22)}L${r(jx + jw * 0.03)} ${r(topY - jh * 0.14)}`;
  jd += `C${r(jx + jw * 0.06)} ${r(topY - jh * 0.12)} ${r(jx + jw * 0.18)} ${r(topY - jh * 0.08)} ${r(jx + jw * 0.12)} ${r(topY)}`;
  for (let i = tiers - 1; i >= 0; i--) {
    const t0 = base - jh * 0.38 - (i * jh * 0.34) / tiers;
    const w0 = (jw / 2) * (1.06 - i * 0.13);
    const w1 = (jw / 2) * (1.06 - (i + 1) * 0.13 + 0.05);
    jd += `L${r(jx + w1)} ${r(t0 - (jh * 0.34) / tiers)}L${r(jx + w0)} ${r(t0)}`;
  }
  jd += `L${r(jx + jw / 2)} ${r(base - jh * 0.38)}V${r(base)}z`;
  const wall = P.rect(cx - h * 0.34, base - h * 0.06, h * 0.92, h * 0.06);
  parts.push(path(sideL.d + sideR.d + jd + wall, opts.back ?? color));
  parts.push(path(main.d, color));
  if (detail) {
    parts.push(
      `<path d="${main.lines}${sideL.lines}${sideR.lines}" fill="none" stroke="${detail}" stroke-width="${r(Math.max(0.6, h * 0.006))}" opacity=".55"/>`,
    );
  }
  if (opts.flag) {
    const fx = main.flagX;
    const fy = main.flagY;
    parts.push(
      path(`M${r(fx)} ${r(fy)}l${r(h * 0.07)} ${r(h * 0.015)}l${r(-h * 0.07)} ${r(h * 0.022)}z`, opts.flag),
    );
  }
  return parts.join('');
}
