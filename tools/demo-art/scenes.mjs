/**
 * Photo-like demo scenes: apartment towers, duplex villas and commercial complexes.
 */
import { Doc, P, darken, lighten, mix, path, r, rng } from './lib.mjs';
import {
  MOODS,
  ashoka,
  birds,
  cityline,
  cloud,
  flowers,
  hedge,
  palm,
  ridge,
  shrub,
  sky,
  stars,
  tone,
  tree,
  treeline,
} from './nature.mjs';
import {
  bollard,
  boundaryWall,
  car,
  castShadow,
  duplex,
  glassTower,
  lamp,
  person,
  podium,
  tower,
} from './buildings.mjs';

const W = 1200;
const H = 900;

/** Ground plane: lawn gradient from the horizon down. */
export function ground(doc, m, w, h, y, colors) {
  const [a, b] = colors ?? m.grass;
  return `<rect y="${r(y)}" width="${w}" height="${r(h - y)}" fill="${doc.lin([
    [0, tone(m, mix(a, m.haze, 0.35))],
    [0.35, tone(m, a)],
    [1, tone(m, b)],
  ])}"/>`;
}

/** Asphalt road band with kerb and dashed centre line. */
export function road(doc, m, w, y, hgt, opts = {}) {
  const asphalt = doc.lin([
    [0, tone(m, '#5d636c')],
    [1, tone(m, '#3c4149')],
  ]);
  const dash = `<path d="M${(opts.offset ?? 0) - 40} ${r(y + hgt * 0.5)}H${w}" stroke="${tone(m, '#f1ece0')}" stroke-width="4" stroke-dasharray="46 44" opacity=".85"/>`;
  return (
    path(P.rect(0, y - 8, w, 8), tone(m, '#d9d3c7')) +
    path(P.rect(0, y - 2, w, 3), tone(m, '#a69f92')) +
    path(P.rect(0, y, w, hgt), asphalt) +
    dash +
    (opts.footpath ? path(P.rect(0, y + hgt, w, opts.footpath), tone(m, '#cfc6b6')) : '')
  );
}

/** A paved walkway receding from the bottom edge towards a vanishing point. */
export function walkway(m, x0, x1, yb, vx, vy, t = 0.8, color = '#e6dccb') {
  const lerp = (a, b) => a + (b - a) * t;
  return path(
    P.poly([
      [x0, yb],
      [x1, yb],
      [lerp(x1, vx), lerp(yb, vy)],
      [lerp(x0, vx), lerp(yb, vy)],
    ]),
    tone(m, color),
  );
}

/** Soft vignette and grade for photographic depth. */
export function vignette(doc, w, h, strength = 0.28) {
  return `<rect width="${w}" height="${h}" fill="${doc.rad(
    [
      [0.55, '#0b1426', 0],
      [1, '#0b1426', strength],
    ],
    0.5,
    0.45,
    0.75,
  )}"/>`;
}

function cloudsFor(doc, m, rnd, w, list) {
  return list.map(([x, y, cw, o]) => cloud(doc, m, rnd, x * w, y, cw, o ?? 1)).join('');
}

const PALETTES = {
  cream: { wall: '#efe6d6', slab: '#fbf8f1', accent: '#c45f27' },
  white: { wall: '#eef0ef', slab: '#ffffff', accent: '#1f7a70' },
  sand: { wall: '#e6d5bd', slab: '#f7efe2', accent: '#833b18' },
  grey: { wall: '#d9dcdf', slab: '#f3f4f5', accent: '#14635b' },
  terracotta: { wall: '#f1e4d3', slab: '#fffaf2', accent: '#dd7a40' },
  teal: { wall: '#e4ece9', slab: '#f7fbfa', accent: '#0f4f49' },
};

/** Row of landscaping trees/palms between x0 and x1 on `base`. */
function planting(doc, m, rnd, x0, x1, base, h, kinds = ['tree', 'palm']) {
  let out = '';
  for (let x = x0; x < x1; x += h * (0.45 + rnd() * 0.35)) {
    const k = rnd.pick(kinds);
    const hh = h * (0.75 + rnd() * 0.4);
    if (k === 'palm') out += palm(doc, m, rnd, x, base, hh * 1.5);
    else if (k === 'ashoka') out += ashoka(doc, m, rnd, x, base, hh * 1.1);
    else out += tree(doc, m, rnd, x, base, hh);
  }
  return out;
}

/** tower-N: residential complexes at six times of day. */
export function towerScene(n) {
  const cfg = TOWER_SCENES[n - 1];
  const m = MOODS[cfg.mood];
  const rnd = rng(1000 + n);
  const doc = new Doc(W, H, { title: cfg.title });
  const hz = cfg.horizon ?? 650;
  doc.add(sky(doc, m, W, H, hz));
  if (cfg.mood === 'night' || cfg.mood === 'dusk')
    doc.add(stars(rnd, W, hz * 0.6, cfg.mood === 'night' ? 110 : 40));
  doc.add(cloudsFor(doc, m, rnd, W, cfg.clouds ?? []));
  // far hills and city
  doc.add(path(ridge(rnd, 0, W, hz - 10, 60, hz + 5), tone(m, '#7d93a3', 'front', 0.7)));
  doc.add(
    cityline(rnd, 0, W, hz + 2, 70, tone(m, '#8797a8', 'front', 0.62), { windows: m.lit > 0.3 ? 0.15 : 0 }),
  );
  doc.add(ground(doc, m, W, H, hz));
  // distant tree line
  doc.add(treeline(m, rnd, -20, W + 20, hz + 8, 46, 0.45));
  // towers, back to front
  for (const t of cfg.towers) {
    const tw = tower(doc, m, rnd, { ...t, pal: PALETTES[t.pal] });
    if (t.shadow !== false)
      doc.add(castShadow(t.x, t.base, t.w, t.w * 0.9, cfg.shadowDir ?? 1, r(m.shadow * 0.9 * 100) / 100));
    doc.add(tw);
  }
  // landscaping before the towers
  const base = cfg.base ?? 735;
  doc.add(
    path(
      P.rect(0, base - 6, W, H - base + 6),
      doc.lin([
        [0, tone(m, m.grass[0])],
        [1, tone(m, m.grass[1])],
      ]),
    ),
  );
  doc.add(
    planting(doc, m, rnd, -10, W + 40, base - 2, cfg.treeH ?? 120, cfg.kinds ?? ['tree', 'palm', 'tree']),
  );
  doc.add(hedge(doc, m, 0, base + 14, W, 18, '#3f7d3a'));
  if (cfg.flowers)
    doc.add(flowers(rnd, 0, base - 4, W, 14, ['#e2566e', '#f4c542', '#ffffff', '#e98a3a'], 70));
  const fg = cfg.foreground ?? 'road';
  if (fg === 'road') {
    const wy = base + 62;
    doc.add(path(P.rect(0, base + 14, W, wy - base - 14), tone(m, '#d8cfbf')));
    doc.add(path(P.rect(0, base + 14, W, 6), '#000000', 'opacity=".08"'));
    doc.add(
      boundaryWall(doc, m, -10, W + 10, wy, 34, {
        gate: cfg.gate ?? [560, 700],
        grill: true,
        pillar: cfg.pillar ?? '#c45f27',
      }),
    );
    doc.add(road(doc, m, W, wy + 4, H - wy, { offset: 30 }));
    for (const lx of cfg.lamps ?? [120, 460, 820, 1120]) doc.add(lamp(doc, m, lx, wy - 2, 150, { dir: 1 }));
    for (const c of cfg.cars ?? [])
      doc.add(car(doc, m, c[0], wy + (H - wy) * c[1], c[2], c[3], { flip: c[4], suv: c[5] }));
  } else if (fg === 'pool') {
    doc.add(poolDeck(doc, m, rnd, base));
  } else {
    doc.add(lawnPark(doc, m, rnd, base));
  }
  if (cfg.birds) doc.add(birds(rnd, cfg.birds[0], cfg.birds[1], 5, m.lit > 0.3 ? '#1b1f33' : '#2d3c50'));
  doc.add(vignette(doc, W, H, cfg.vignette ?? 0.22));
  return doc.toString();
}

/** Foreground: a swimming pool with deck, loungers and umbrellas. */
function poolDeck(doc, m, rnd, base) {
  const out = [];
  const y0 = base + 34;
  out.push(
    path(
      P.rect(0, base + 14, W, H - base - 14),
      doc.lin([
        [0, tone(m, '#e9e0d0')],
        [1, tone(m, '#cfc3ae')],
      ]),
    ),
  );
  // deck planks converging to a vanishing point
  let planks = '';
  for (let i = -12; i <= 24; i++) planks += `M${r(600 + i * 40)} ${r(y0 - 20)}L${r(600 + i * 110)} ${H}`;
  out.push(`<path d="${planks}" stroke="${tone(m, '#b9ab94')}" stroke-width="1.2" opacity=".45"/>`);
  const pool = [
    [330, y0 + 30],
    [970, y0 + 30],
    [1190, H + 40],
    [110, H + 40],
  ];
  const glow = m.lit > 0.3;
  out.push(
    path(
      P.poly([
        [316, y0 + 22],
        [984, y0 + 22],
        [1214, H + 40],
        [86, H + 40],
      ]),
      tone(m, '#f5f1e8'),
    ),
  );
  out.push(
    path(
      P.poly(pool),
      doc.lin(
        glow
          ? [
              [0, '#2aa6b8'],
              [1, '#0d5d74'],
            ]
          : [
              [0, tone(m, '#7fd3db')],
              [0.5, tone(m, '#2ea3b5')],
              [1, tone(m, '#13738a')],
            ],
      ),
    ),
  );
  // inner wall shade and caustic ripples
  out.push(
    path(
      P.poly([
        [330, y0 + 30],
        [970, y0 + 30],
        [966, y0 + 46],
        [334, y0 + 46],
      ]),
      '#0b3d4c',
      'opacity=".25"',
    ),
  );
  let rip = '';
  for (let i = 0; i < 26; i++) {
    const yy = y0 + 70 + rnd() * (H - y0 - 120);
    const t = (yy - y0 - 40) / (H - y0 - 70);
    const xl = 330 - 220 * t + 30;
    const xr = 970 + 220 * t - 30;
    const xx = xl + rnd() * (xr - xl - 80);
    const ww = 30 + rnd() * 70 * (0.5 + t);
    rip += `M${r(xx)} ${r(yy)}q${r(ww / 4)} ${r(-4 - 4 * t)} ${r(ww / 2)} 0t${r(ww / 2)} 0`;
  }
  out.push(
    `<path d="${rip}" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="${glow ? 0.25 : 0.45}"/>`,
  );
  // loungers and umbrellas on both sides
  for (const [lx, ly, s, flip] of [
    [60, y0 + 56, 1.1, false],
    [-20, y0 + 150, 1.8, false],
    [1140, y0 + 56, 1.1, true],
    [1220, y0 + 150, 1.8, true],
  ]) {
    out.push(lounger(m, lx, ly, s, flip));
  }
  for (const [ux, uy, s] of [
    [150, y0 + 60, 1.2],
    [1050, y0 + 60, 1.2],
  ]) {
    out.push(umbrella(doc, m, ux, uy, s));
  }
  if (glow) {
    out.push(
      path(
        P.poly(pool),
        doc.rad([
          [0, '#7ff0ff', 0.3],
          [1, '#7ff0ff', 0],
        ]),
      ),
    );
  }
  out.push(palm(doc, m, rnd, 250, y0 + 12, 260, { variant: 0 }));
  out.push(palm(doc, m, rnd, 1000, y0 + 8, 280, { variant: 1 }));
  return out.join('');
}

function lounger(m, x, y, s, flip) {
  const c = tone(m, '#f6f3ec');
  const frame = tone(m, '#6b5a4a');
  const f = flip ? -1 : 1;
  const X = (v) => x + f * v * s;
  return (
    path(P.ellipse(X(45), y + 4 * s, 52 * s, 5 * s), '#000000', 'opacity=".12"') +
    path(
      P.poly([
        [X(0), y - 14 * s],
        [X(62), y - 14 * s],
        [X(90), y - 38 * s],
        [X(98), y - 34 * s],
        [X(70), y - 6 * s],
        [X(0), y - 6 * s],
      ]),
      c,
    ) +
    path(
      P.rect(Math.min(X(4), X(8)), y - 6 * s, 4 * s, 10 * s) +
        P.rect(Math.min(X(60), X(64)), y - 6 * s, 4 * s, 10 * s),
      frame,
    ) +
    path(
      P.poly([
        [X(4), y - 14 * s],
        [X(40), y - 14 * s],
        [X(40), y - 10 * s],
        [X(4), y - 10 * s],
      ]),
      tone(m, '#1f7a70'),
      'opacity=".8"',
    )
  );
}

function umbrella(doc, m, x, y, s) {
  const c = tone(m, '#c45f27');
  return (
    path(P.rect(x - 1.5 * s, y - 110 * s, 3 * s, 110 * s), tone(m, '#4a3d33')) +
    path(
      `M${r(x - 70 * s)} ${r(y - 100 * s)}Q${r(x)} ${r(y - 150 * s)} ${r(x + 70 * s)} ${r(y - 100 * s)}Q${r(x + 52 * s)} ${r(y - 94 * s)} ${r(x + 35 * s)} ${r(y - 100 * s)}Q${r(x + 18 * s)} ${r(y - 94 * s)} ${r(x)} ${r(y - 100 * s)}Q${r(x - 18 * s)} ${r(y - 94 * s)} ${r(x - 35 * s)} ${r(y - 100 * s)}Q${r(x - 52 * s)} ${r(y - 94 * s)} ${r(x - 70 * s)} ${r(y - 100 * s)}z`,
      doc.lin([
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.2)],
      ]),
    ) +
    path(
      `M${r(x)} ${r(y - 135 * s)}L${r(x - 35 * s)} ${r(y - 100 * s)}L${r(x - 18 * s)} ${r(y - 100 * s)}z`,
      '#ffffff',
      'opacity=".18"',
    )
  );
}

/** Foreground: lawn with a curving walkway, benches, bollards and flower beds. */
function lawnPark(doc, m, rnd, base) {
  const out = [];
  out.push(
    path(
      P.rect(0, base + 14, W, H - base - 14),
      doc.lin([
        [0, tone(m, m.grass[0])],
        [1, tone(m, darken(m.grass[1], 0.1))],
      ]),
    ),
  );
  // walkway from the bottom edge to the lobby, with paver joints
  const top = base + 22;
  out.push(
    path(
      P.poly([
        [610, top],
        [670, top],
        [830, H],
        [450, H],
      ]),
      tone(m, '#e8dfcf'),
    ),
  );
  let joints = '';
  for (let i = 1; i < 9; i++) {
    const t = Math.pow(i / 9, 1.6);
    const yy = top + (H - top) * t;
    joints += `M${r(610 - 160 * t)} ${r(yy)}H${r(670 + 160 * t)}`;
  }
  out.push(`<path d="${joints}M640 ${r(top)}L640 ${H}" stroke="${tone(m, '#bfb29c')}" stroke-width="1.5"/>`);
  out.push(
    `<path d="M610 ${r(top)}L450 ${H}M670 ${r(top)}L830 ${H}" stroke="${tone(m, '#cbbfa9')}" stroke-width="5"/>`,
  );
  // flower beds
  out.push(shrub(m, rnd, 40, base + 120, 260, 26, '#4f8a3c'));
  out.push(flowers(rnd, 50, base + 70, 240, 26, ['#e2566e', '#f4c542', '#ffffff'], 40));
  out.push(shrub(m, rnd, 880, base + 130, 280, 28, '#4f8a3c'));
  out.push(flowers(rnd, 890, base + 80, 260, 26, ['#e98a3a', '#f4c542', '#d94f8a'], 40));
  out.push(shrub(m, rnd, -20, H - 10, 300, 40, '#3f7d3a'));
  out.push(shrub(m, rnd, 930, H - 6, 300, 44, '#3f7d3a'));
  // benches
  for (const [bx, by] of [
    [330, base + 110],
    [860, base + 115],
  ]) {
    out.push(path(P.rect(bx, by - 20, 90, 6) + P.rect(bx, by - 34, 90, 6), tone(m, '#8a5a3b')));
    out.push(path(P.rect(bx + 6, by - 14, 5, 14) + P.rect(bx + 79, by - 14, 5, 14), tone(m, '#2f3640')));
  }
  for (const [bx, by, bh] of [
    [575, base + 80, 22],
    [705, base + 80, 22],
    [505, base + 150, 30],
    [775, base + 150, 30],
  ])
    out.push(bollard(doc, m, bx, by, bh));
  out.push(person(m, 665, base + 110, 78, '#c45f27', { dress: true, long: true, top: '#1f7a70' }));
  out.push(person(m, 690, base + 112, 48, '#f4c542', { skin: '#c98b5e' }));
  out.push(person(m, 585, base + 140, 92, '#3f6fa3', { legs: '#2b2f38', skin: '#a86f47' }));
  out.push(tree(doc, m, rnd, 110, H + 40, 300, { variant: 2 }));
  out.push(palm(doc, m, rnd, 1120, H - 20, 360, { variant: 0 }));
  return out.join('');
}

const TOWER_SCENES = [
  {
    title: 'Apartment towers in the morning',
    mood: 'morning',
    clouds: [
      [0.18, 150, 220, 0.9],
      [0.55, 90, 160, 0.7],
      [0.95, 200, 200, 0.8],
    ],
    towers: [
      { x: 70, base: 700, w: 190, floors: 12, fh: 20, bays: 5, depth: 0.35, pal: 'white', style: 'frame' },
      { x: 250, base: 712, w: 250, floors: 14, fh: 24, bays: 6, depth: 0.12, pal: 'cream' },
      {
        x: 610,
        base: 728,
        w: 320,
        floors: 17,
        fh: 26,
        bays: 7,
        pal: 'cream',
        frameFrom: 0.52,
        frameTo: 0.94,
        roofRoomAt: 0.12,
      },
    ],
    cars: [
      [150, 0.58, 150, '#c9ced6', false],
      [860, 0.82, 170, '#1f7a70', true, true],
    ],
    birds: [820, 140],
    flowers: true,
  },
  {
    title: 'A tall white tower at noon',
    mood: 'noon',
    clouds: [
      [0.7, 120, 260, 0.95],
      [0.25, 70, 140, 0.8],
      [0.95, 300, 140, 0.7],
    ],
    towers: [
      { x: 90, base: 700, w: 170, floors: 10, fh: 20, bays: 4, depth: 0.35, pal: 'grey', style: 'balcony' },
      {
        x: 420,
        base: 728,
        w: 300,
        floors: 21,
        fh: 25,
        bays: 7,
        pal: 'white',
        style: 'frame',
        sideAccent: true,
        frameFrom: 0.06,
        frameTo: 0.4,
      },
      {
        x: 880,
        base: 712,
        w: 200,
        floors: 12,
        fh: 22,
        bays: 5,
        depth: 0.18,
        pal: 'white',
        style: 'glass',
        accentBay: 2,
      },
    ],
    foreground: 'pool',
    kinds: ['palm', 'palm', 'tree'],
  },
  {
    title: 'Twin towers in golden-hour light',
    mood: 'golden',
    shadowDir: 1,
    clouds: [
      [0.55, 110, 240, 0.75],
      [0.88, 190, 180, 0.6],
    ],
    towers: [
      {
        x: 300,
        base: 715,
        w: 250,
        floors: 18,
        fh: 24,
        bays: 6,
        depth: 0.1,
        pal: 'sand',
        fins: true,
        finStep: 3,
      },
      {
        x: 660,
        base: 730,
        w: 280,
        floors: 20,
        fh: 25,
        bays: 6,
        pal: 'terracotta',
        frameFrom: 0.5,
        frameTo: 0.94,
      },
    ],
    cars: [[420, 0.62, 150, '#343b46', false, true]],
    birds: [80, 180],
    kinds: ['tree', 'palm'],
  },
  {
    title: 'A tower at dusk with lit windows',
    mood: 'dusk',
    clouds: [
      [0.2, 220, 200, 0.5],
      [0.75, 160, 160, 0.4],
    ],
    towers: [
      { x: 110, base: 705, w: 200, floors: 13, fh: 22, bays: 5, depth: 0.25, pal: 'grey' },
      { x: 480, base: 728, w: 300, floors: 22, fh: 24, bays: 7, pal: 'cream', style: 'frame' },
      { x: 900, base: 712, w: 210, floors: 15, fh: 22, bays: 5, depth: 0.15, pal: 'teal' },
    ],
    foreground: 'lawn',
    vignette: 0.3,
  },
  {
    title: 'A residential complex on an overcast day',
    mood: 'overcast',
    clouds: [
      [0.1, 110, 330, 0.9],
      [0.45, 60, 300, 0.8],
      [0.8, 140, 360, 0.9],
      [1.05, 60, 260, 0.7],
    ],
    towers: [
      { x: 40, base: 706, w: 230, floors: 11, fh: 23, bays: 6, depth: 0.18, pal: 'teal', style: 'balcony' },
      {
        x: 330,
        base: 718,
        w: 260,
        floors: 14,
        fh: 24,
        bays: 6,
        depth: 0.06,
        pal: 'grey',
        fins: true,
        finStep: 2,
      },
      {
        x: 700,
        base: 730,
        w: 300,
        floors: 16,
        fh: 25,
        bays: 7,
        pal: 'teal',
        style: 'frame',
        frameFrom: 0.55,
        frameTo: 0.95,
      },
    ],
    foreground: 'lawn',
    kinds: ['tree', 'tree', 'ashoka'],
    treeH: 130,
    flowers: true,
  },
  {
    title: 'A tower at night',
    mood: 'night',
    towers: [
      { x: 60, base: 700, w: 180, floors: 11, fh: 21, bays: 4, depth: 0.2, pal: 'grey' },
      { x: 420, base: 728, w: 320, floors: 20, fh: 25, bays: 7, pal: 'cream', style: 'frame', litScale: 1.1 },
      {
        x: 880,
        base: 708,
        w: 220,
        floors: 14,
        fh: 22,
        bays: 5,
        depth: 0.12,
        pal: 'white',
        style: 'glass',
        accentBay: 2,
      },
    ],
    foreground: 'pool',
    vignette: 0.32,
    kinds: ['palm', 'tree'],
  },
];

const VILLA_PALS = [
  { wall: '#f3eee6', accent: '#c45f27', roof: '#9c4a25', wood: '#8a5a3b', stone: '#b9ab97' },
  { wall: '#eef2f0', accent: '#1f7a70', roof: '#5d4a3f', wood: '#7a5236', stone: '#a9a196' },
  { wall: '#f4ead9', accent: '#833b18', roof: '#b4532a', wood: '#9a6a45', stone: '#c2b29a' },
  { wall: '#e9ecef', accent: '#3b4a63', roof: '#8f4423', wood: '#8a5a3b', stone: '#b3a994' },
];

const DUPLEX_SCENES = [
  {
    title: 'A modern duplex villa with a garden',
    mood: 'morning',
    units: [[250, 640, 620, 0, 'mono']],
    car: [640, 1, '#e9eaec', true],
  },
  {
    title: 'Duplex row houses along a gated lane',
    mood: 'noon',
    units: [
      [30, 610, 360, 1, 'gable'],
      [400, 616, 360, 0, 'gable'],
      [770, 622, 360, 2, 'gable'],
    ],
  },
  {
    title: 'Twin villas in golden-hour light',
    mood: 'golden',
    units: [
      [60, 620, 500, 2, 'flat'],
      [620, 626, 500, 3, 'mono'],
    ],
  },
  {
    title: 'A duplex villa at dusk',
    mood: 'dusk',
    units: [[260, 640, 620, 3, 'gable']],
    car: [640, 1, '#8a1c24', true],
  },
];

/** duplex-N: villas and row houses with gardens, gates and driveways. */
export function duplexScene(n) {
  const cfg = DUPLEX_SCENES[n - 1];
  const m = MOODS[cfg.mood];
  const rnd = rng(2000 + n);
  const doc = new Doc(W, H, { title: cfg.title });
  const hz = 560;
  doc.add(sky(doc, m, W, H, hz));
  if (cfg.mood === 'dusk') doc.add(stars(rnd, W, 260, 40));
  doc.add(
    cloudsFor(doc, m, rnd, W, [
      [0.2, 120, 200, 0.85],
      [0.78, 80, 170, 0.7],
    ]),
  );
  doc.add(path(ridge(rnd, 0, W, hz - 20, 70, hz + 10), tone(m, '#7d93a3', 'front', 0.65)));
  doc.add(ground(doc, m, W, H, hz));
  doc.add(treeline(m, rnd, -20, W + 20, hz + 20, 90, 0.35));
  // background palms and trees behind the houses
  for (let x = 20; x < W; x += 120 + rnd() * 80) {
    if (rnd() < 0.5) doc.add(palm(doc, m, rnd, x, hz + 60, 260 + rnd() * 80, { depth: 0.15 }));
    else doc.add(tree(doc, m, rnd, x, hz + 60, 170 + rnd() * 60, { depth: 0.15 }));
  }
  const lawnTop = Math.min(...cfg.units.map((u) => u[1])) - 10;
  doc.add(
    path(
      P.rect(0, lawnTop, W, H - lawnTop),
      doc.lin([
        [0, tone(m, m.grass[0])],
        [1, tone(m, m.grass[1])],
      ]),
    ),
  );
  for (const [x, base, w, pi, roof] of cfg.units) {
    doc.add(castShadow(x, base, w, w * 0.5, 1, r(m.shadow * 0.7 * 100) / 100));
    doc.add(duplex(doc, m, rnd, { x, base, w, pal: VILLA_PALS[pi], roof }));
  }
  // driveways and front gardens
  const wallY = 790;
  for (const [x, base, w] of cfg.units) {
    const dx0 = x + w * 0.6;
    const dx1 = x + w;
    doc.add(
      path(
        P.poly([
          [dx0 + 8, base],
          [dx1 - 4, base],
          [dx1 + 20, wallY],
          [dx0 - 10, wallY],
        ]),
        tone(m, '#d9d1c3'),
      ),
    );
    let pav = '';
    for (let yy = base + 14; yy < wallY; yy += 16) pav += `M${r(dx0 - 10)} ${yy}H${r(dx1 + 20)}`;
    doc.add(`<path d="${pav}" stroke="${tone(m, '#bdb3a3')}" stroke-width="1.2" opacity=".7"/>`);
    doc.add(shrub(m, rnd, x + 10, base + 26, w * 0.5, 30, '#4f8a3c'));
    doc.add(flowers(rnd, x + 14, base - 8, w * 0.48, 18, ['#e2566e', '#f4c542', '#ffffff', '#d94f8a'], 26));
    let steps = '';
    for (let i = 0; i < 4; i++)
      steps += P.ellipse(x + w * 0.45 + i * w * 0.04, base + 20 + i * 26, 14 + i * 3, 5 + i);
    doc.add(path(steps, tone(m, '#ddd5c6')));
  }
  if (cfg.car) {
    const [cx, , color, suv] = cfg.car;
    const u = cfg.units[0];
    doc.add(car(doc, m, cx, u[1] + 60, 200, color, { suv, flip: true }));
  }
  // compound wall with gates in front of each unit
  for (const [x, , w] of cfg.units) {
    doc.add(
      boundaryWall(doc, m, x - 20, x + w + 40, wallY, 42, {
        gate: [x + w * 0.58, x + w + 14],
        pillar: VILLA_PALS[0].accent,
        color: '#ece4d6',
      }),
    );
  }
  doc.add(
    path(
      P.rect(0, wallY, W, H - wallY),
      doc.lin([
        [0, tone(m, '#c9c0b1')],
        [0.15, tone(m, '#6a6f76')],
        [1, tone(m, '#4a4e55')],
      ]),
    ),
  );
  doc.add(path(P.rect(0, wallY, W, 14), tone(m, '#d8d0c2')));
  doc.add(tree(doc, m, rnd, -30, H + 30, 320, { variant: 1 }));
  doc.add(palm(doc, m, rnd, 1175, H - 30, 380, { variant: 0, flip: false }));
  if (cfg.mood === 'dusk') for (const lx of [200, 1000]) doc.add(lamp(doc, m, lx, wallY + 20, 170));
  doc.add(vignette(doc, W, H, 0.22));
  return doc.toString();
}

/** commercial-N: glass office towers on a retail podium with a plaza. */
export function commercialScene(n) {
  const m = MOODS[n === 1 ? 'noon' : 'dusk'];
  const rnd = rng(3000 + n);
  const doc = new Doc(W, H, {
    title: n === 1 ? 'A glass commercial complex' : 'A mixed-use complex at dusk',
  });
  const hz = 640;
  doc.add(sky(doc, m, W, H, hz));
  if (n === 2) doc.add(stars(rnd, W, 250, 40));
  doc.add(
    cloudsFor(
      doc,
      m,
      rnd,
      W,
      n === 1
        ? [
            [0.15, 110, 220, 0.9],
            [0.85, 70, 200, 0.8],
          ]
        : [[0.8, 120, 180, 0.45]],
    ),
  );
  doc.add(
    cityline(rnd, 0, W, hz + 4, 140, tone(m, '#8797a8', 'front', 0.55), { windows: m.lit > 0.3 ? 0.2 : 0 }),
  );
  doc.add(ground(doc, m, W, H, hz, ['#c9c2b6', '#b1a898']));
  const base = 700;
  if (n === 1) {
    doc.add(
      glassTower(doc, m, rnd, {
        x: 130,
        base: base - 10,
        w: 230,
        floors: 20,
        fh: 22,
        depth: 0.12,
        tint: '#4f8fb8',
      }),
    );
    doc.add(
      glassTower(doc, m, rnd, {
        x: 520,
        base,
        w: 300,
        floors: 26,
        fh: 20,
        tint: '#3f8ca8',
        side: 'right',
        crownH: 70,
      }),
    );
    doc.add(
      glassTower(doc, m, rnd, {
        x: 900,
        base: base - 6,
        w: 200,
        floors: 15,
        fh: 22,
        depth: 0.1,
        tint: '#5a9bb0',
        crownH: 30,
      }),
    );
  } else {
    doc.add(
      tower(doc, m, rnd, {
        x: 90,
        base: base - 60,
        w: 250,
        floors: 18,
        fh: 22,
        bays: 6,
        pal: PALETTES.cream,
        style: 'frame',
        depth: 0.08,
      }),
    );
    doc.add(
      glassTower(doc, m, rnd, { x: 520, base, w: 320, floors: 24, fh: 21, tint: '#36708f', crownH: 60 }),
    );
    doc.add(
      glassTower(doc, m, rnd, {
        x: 930,
        base: base - 8,
        w: 190,
        floors: 16,
        fh: 21,
        depth: 0.1,
        tint: '#4c6e8c',
        crownH: 26,
      }),
    );
  }
  doc.add(podium(doc, m, rnd, { x: 60, base: 760, w: 1080, h: 120, d: 50, shops: 8 }));
  // plaza in front: paving, planters, trees, people
  doc.add(
    path(
      P.rect(0, 760, W, H - 760),
      doc.lin([
        [0, tone(m, '#e4ddd1')],
        [1, tone(m, '#cfc5b4')],
      ]),
    ),
  );
  let joints = '';
  for (let i = -10; i <= 22; i++) joints += `M${r(600 + i * 60)} 760L${r(600 + i * 150)} ${H}`;
  for (let yy = 772; yy < H; yy += 14 + (yy - 760) * 0.18) joints += `M0 ${r(yy)}H${W}`;
  doc.add(`<path d="${joints}" stroke="${tone(m, '#b9ad99')}" stroke-width="1" opacity=".5"/>`);
  for (const px of [150, 450, 750, 1050]) {
    doc.add(path(P.rrect(px - 60, 790, 120, 34, 6), tone(m, '#bdb2a0')));
    doc.add(path(P.rect(px - 60, 790, 120, 6), tone(m, '#d8cfbf')));
    doc.add(tree(doc, m, rnd, px, 800, 150, { variant: 1 + (px % 2) }));
  }
  const shirts = ['#1f7a70', '#c45f27', '#3f6fa3', '#f4c542', '#6b4e9b', '#e2566e', '#13213a'];
  for (let i = 0; i < 9; i++) {
    const px = 60 + rnd() * 1080;
    const py = 830 + rnd() * 60;
    const ph = 70 + (py - 830) * 0.5;
    doc.add(
      person(
        m,
        px,
        py,
        ph,
        rnd.pick(shirts),
        rnd() < 0.45
          ? { dress: true, long: true, top: rnd.pick(shirts) }
          : { skin: rnd.pick(['#c98b5e', '#a86f47', '#e0a97e']) },
      ),
    );
  }
  if (n === 2) for (const lx of [300, 600, 900]) doc.add(lamp(doc, m, lx, 780, 150));
  doc.add(vignette(doc, W, H, 0.2));
  return doc.toString();
}
