/**
 * Wide hero banners, the login side art, About page art, service illustrations and the community
 * banner. Heroes keep the left half calm and darker so white headlines stay readable.
 */
import { Doc, P, darken, lighten, path, r, rng } from './lib.mjs';
import {
  MOODS,
  birds,
  cityline,
  cloud,
  dots,
  flowers,
  palm,
  ridge,
  shrub,
  sky,
  stars,
  temple,
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
import { ground, vignette } from './scenes.mjs';
import { camera, stoneAt } from './land.mjs';
import { living } from './interiors.mjs';
import { BRAND } from './brand.mjs';

const HW = 1600;
const HH = 900;

const PAL = {
  cream: { wall: '#efe6d6', slab: '#fbf8f1', accent: '#c45f27' },
  white: { wall: '#eef0ef', slab: '#ffffff', accent: '#1f7a70' },
  grey: { wall: '#d9dcdf', slab: '#f3f4f5', accent: '#14635b' },
  sand: { wall: '#e6d5bd', slab: '#f7efe2', accent: '#833b18' },
};

/** Readability overlay: navy from the left edge and a darker base. */
function heroOverlay(doc, w, h, strength = 0.82) {
  return (
    `<rect width="${w}" height="${h}" fill="${doc.lin(
      [
        [0, '#0b1426', strength],
        [0.38, '#0b1426', strength * 0.55],
        [0.62, '#0b1426', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect width="${w}" height="${h}" fill="${doc.lin([
      [0.55, '#0b1426', 0],
      [1, '#0b1426', 0.45],
    ])}"/>`
  );
}

function clouds(doc, m, rnd, list) {
  return list.map(([x, y, w, o]) => cloud(doc, m, rnd, x, y, w, o)).join('');
}

/** Skyline of the temple city at golden hour, with the Lingaraj-style deul in the haze. */
function cityPanorama(doc, m, rnd, w, h, hz, opts = {}) {
  doc.add(sky(doc, m, w, h, hz));
  doc.add(
    clouds(
      doc,
      m,
      rnd,
      opts.clouds ?? [
        [w * 0.3, 150, 260, 0.5],
        [w * 0.78, 110, 220, 0.55],
      ],
    ),
  );
  doc.add(path(ridge(rnd, 0, w, hz - 30, 60, hz + 10), tone(m, '#8f7f8f', 'front', 0.6)));
  doc.add(
    temple(
      opts.templeX ?? w * 0.62,
      hz + 4,
      opts.templeH ?? 300,
      tone(m, '#5e4046', 'front', 0.22),
      tone(m, '#e0a878', 'front', 0.1),
      { flag: tone(m, '#c45f27', 'front', 0.1), back: tone(m, '#735458', 'front', 0.32) },
    ),
  );
  doc.add(
    cityline(rnd, 0, w, hz + 6, 90, tone(m, '#8a7d8a', 'front', 0.5), { windows: m.lit > 0.3 ? 0.2 : 0 }),
  );
  // mid-distance towers
  const towers = opts.towers ?? [
    [w * 0.74, 28, 140, 12, 'white'],
    [w * 0.84, 30, 160, 15, 'cream'],
    [w * 0.93, 22, 120, 10, 'grey'],
    [w * 0.46, 18, 110, 9, 'sand'],
  ];
  for (const [x, base, tw, floors, pal] of towers) {
    doc.add(
      tower(doc, m, rnd, {
        x,
        base: hz + base,
        w: tw,
        floors,
        fh: 16,
        bays: 4,
        depth: 0.3,
        pal: PAL[pal],
        pergola: false,
      }),
    );
  }
  doc.add(ground(doc, m, w, h, hz + 20, ['#8c9a52', '#4f6a32']));
  doc.add(treeline(m, rnd, -20, w + 20, hz + 40, 60, 0.2, '#3f6f3a'));
}

function hero1() {
  const m = MOODS.golden;
  const rnd = rng(5001);
  const doc = new Doc(HW, HH, { title: 'Bhubaneswar skyline with the temple at golden hour' });
  const hz = 560;
  cityPanorama(doc, m, rnd, HW, HH, hz, { templeX: 1060, templeH: 330 });
  // a lake in the foreground reflecting the sky
  doc.add(
    path(
      `M0 700C300 680 700 690 1000 700C1250 708 1450 700 ${HW} 690V${HH}H0z`,
      doc.lin([
        [0, tone(m, '#f3c48e')],
        [0.5, tone(m, '#b3a0a8')],
        [1, tone(m, '#5f6b86')],
      ]),
    ),
  );
  let gl = '';
  for (let i = 0; i < 40; i++) {
    const y = 710 + rnd() * 170;
    gl += `M${r(900 + rnd() * 600)} ${r(y)}h${r(10 + rnd() * 40)}`;
  }
  doc.add(`<path d="${gl}" stroke="#fff0d0" stroke-width="2" stroke-linecap="round" opacity=".55"/>`);
  doc.add(palm(doc, m, rnd, 1480, 720, 380, { variant: 0 }));
  doc.add(palm(doc, m, rnd, 1380, 710, 300, { variant: 1 }));
  doc.add(birds(rnd, 900, 200, 6, '#4a3a4c', 1.2));
  doc.add(heroOverlay(doc, HW, HH));
  return doc.toString();
}

function hero2() {
  const m = MOODS.dusk;
  const rnd = rng(5002);
  const doc = new Doc(HW, HH, { title: 'A luxury tower at dusk' });
  const hz = 640;
  doc.add(sky(doc, m, HW, HH, hz));
  doc.add(stars(rnd, HW, 320, 60));
  doc.add(cityline(rnd, 0, HW, hz + 8, 120, tone(m, '#5a4a6a', 'front', 0.4), { windows: 0.22 }));
  doc.add(ground(doc, m, HW, HH, hz));
  doc.add(
    tower(doc, m, rnd, {
      x: 1330,
      base: 700,
      w: 200,
      floors: 15,
      fh: 22,
      bays: 5,
      pal: PAL.grey,
      depth: 0.18,
    }),
  );
  doc.add(
    tower(doc, m, rnd, {
      x: 900,
      base: 740,
      w: 340,
      floors: 24,
      fh: 24,
      bays: 7,
      pal: PAL.cream,
      style: 'frame',
      litScale: 1.15,
    }),
  );
  doc.add(
    path(
      P.rect(0, 735, HW, HH - 735),
      doc.lin([
        [0, tone(m, m.grass[0])],
        [1, tone(m, m.grass[1])],
      ]),
    ),
  );
  for (const [x, hgt, v] of [
    [840, 330, 0],
    [1290, 300, 1],
    [1520, 360, 0],
    [760, 260, 1],
  ])
    doc.add(palm(doc, m, rnd, x, 760, hgt, { variant: v }));
  for (const x of [980, 1120, 1420]) doc.add(tree(doc, m, rnd, x, 760, 130));
  // infinity pool edge with glow
  doc.add(
    path(
      `M600 800H${HW}V860H560z`,
      doc.lin([
        [0, '#3fb6c6'],
        [1, '#14607a'],
      ]),
    ),
  );
  doc.add(path(`M600 800H${HW}V806H598z`, '#e9f7f9', 'opacity=".8"'));
  doc.add(
    path(
      `M600 806H${HW}V860H560z`,
      doc.rad([
        [0, '#8ff3ff', 0.35],
        [1, '#8ff3ff', 0],
      ]),
    ),
  );
  for (const x of [700, 1000, 1300, 1560]) doc.add(bollard(doc, m, x, 796, 22));
  doc.add(heroOverlay(doc, HW, HH, 0.78));
  return doc.toString();
}

const VILLA = [
  { wall: '#f3eee6', accent: '#c45f27', roof: '#9c4a25', wood: '#8a5a3b', stone: '#b9ab97' },
  { wall: '#eef2f0', accent: '#1f7a70', roof: '#5d4a3f', wood: '#7a5236', stone: '#a9a196' },
  { wall: '#f4ead9', accent: '#833b18', roof: '#b4532a', wood: '#9a6a45', stone: '#c2b29a' },
];

function hero3() {
  const m = MOODS.golden;
  const rnd = rng(5003);
  const doc = new Doc(HW, HH, { title: 'A gated duplex community' });
  const hz = 600;
  doc.add(sky(doc, m, HW, HH, hz));
  doc.add(clouds(doc, m, rnd, [[1200, 140, 240, 0.6]]));
  doc.add(path(ridge(rnd, 0, HW, hz - 20, 60, hz + 10), tone(m, '#8f7f8f', 'front', 0.6)));
  doc.add(ground(doc, m, HW, HH, hz));
  doc.add(treeline(m, rnd, -20, HW + 20, hz + 30, 80, 0.3));
  for (let x = 700; x < HW; x += 150)
    doc.add(palm(doc, m, rnd, x, hz + 70, 240 + rnd() * 60, { depth: 0.15 }));
  const units = [
    [520, 655, 300, 0, 'gable'],
    [830, 660, 300, 1, 'mono'],
    [1140, 665, 300, 2, 'gable'],
  ];
  doc.add(
    path(
      P.rect(0, 640, HW, HH - 640),
      doc.lin([
        [0, tone(m, m.grass[0])],
        [1, tone(m, m.grass[1])],
      ]),
    ),
  );
  for (const [x, base, w, pi, roof] of units) {
    doc.add(castShadow(x, base, w, w * 0.4, 1, 0.2));
    doc.add(duplex(doc, m, rnd, { x, base, w, pal: VILLA[pi], roof }));
  }
  doc.add(path(`M0 720H${HW}V800H0z`, tone(m, '#d9cfbd')));
  for (const [x, , w] of units)
    doc.add(
      boundaryWall(doc, m, x - 20, x + w + 14, 720, 34, { gate: [x + w * 0.58, x + w], pillar: '#c45f27' }),
    );
  doc.add(
    path(
      `M0 740H${HW}V${HH}H0z`,
      doc.lin([
        [0, tone(m, '#6a6f76')],
        [1, tone(m, '#3f434a')],
      ]),
    ),
  );
  doc.add(
    `<path d="M0 820H${HW}" stroke="${tone(m, '#efe7d8')}" stroke-width="5" stroke-dasharray="60 50"/>`,
  );
  doc.add(car(doc, m, 1000, 800, 210, '#e9eaec', { suv: true }));
  for (const x of [480, 900, 1320]) doc.add(lamp(doc, m, x, 742, 170));
  doc.add(tree(doc, m, rnd, 1560, 760, 320, { variant: 1 }));
  doc.add(heroOverlay(doc, HW, HH, 0.8));
  return doc.toString();
}

function hero4() {
  const m = MOODS.morning;
  const rnd = rng(5004);
  const doc = new Doc(HW, HH, { title: 'Green land plots ready for a home' });
  const hz = 420;
  doc.add(sky(doc, m, HW, HH, hz));
  doc.add(
    clouds(doc, m, rnd, [
      [1100, 120, 260, 0.85],
      [1450, 200, 200, 0.7],
    ]),
  );
  doc.add(path(ridge(rnd, 0, HW, hz - 10, 70, hz + 4), tone(m, '#8ea3b0', 'front', 0.55)));
  doc.add(path(P.rect(0, hz, HW, HH - hz), tone(m, '#a9c46a')));
  doc.add(treeline(m, rnd, -20, HW + 20, hz + 4, 34, 0.35));
  const pr = camera(hz, 24, 1100, 1080);
  const fills = ['#9cc46c', '#b3cf78', '#8fbb62', '#c3d58a', '#a6c970'];
  const quad = (X0, X1, Z0, Z1) => P.poly([pr(X0, Z0), pr(X1, Z0), pr(X1, Z1), pr(X0, Z1)]);
  const Zs = [6, 12, 20, 32, 50, 80, 130, 220, 3000];
  let lines = '';
  let k = 0;
  for (const Xs of [
    [-60, -44, -28, -12, -6],
    [6, 12, 28, 44, 60],
  ]) {
    for (let zi = Zs.length - 2; zi >= 0; zi--) {
      for (let xi = 0; xi < Xs.length - 1; xi++)
        doc.add(
          path(quad(Xs[xi], Xs[xi + 1], Zs[zi], Zs[zi + 1]), tone(m, fills[(k++ * 3 + xi) % fills.length])),
        );
    }
    for (const X of Xs) {
      const a = pr(X, Zs[0]);
      const b = pr(X, 3000);
      lines += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
    }
    for (const Z of Zs.slice(0, -1)) {
      const a = pr(Xs[0], Z);
      const b = pr(Xs[Xs.length - 1], Z);
      lines += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
    }
  }
  doc.add(`<path d="${lines}" stroke="#fbfaf5" stroke-width="2" opacity=".8"/>`);
  doc.add(
    path(
      P.rect(0, hz, HW, 160),
      doc.lin([
        [0, m.haze, 0.7],
        [1, m.haze, 0],
      ]),
    ),
  );
  doc.add(
    path(
      quad(-5, 5, 4, 3000),
      doc.lin([
        [0, tone(m, '#80858d')],
        [1, tone(m, '#555a62')],
      ]),
    ),
  );
  doc.add(path(quad(-5.5, -5, 4, 3000) + quad(5, 5.5, 4, 3000), tone(m, '#eee8dc')));
  for (const Z of [220, 130, 80, 50, 32]) {
    for (const side of [-1, 1]) {
      const [x, y] = pr(side * 6, Z);
      doc.add(stoneAt(m, x, y, pr.scale(Z) * 1.2));
      const [tx, ty] = pr(side * 7.5, Z * 0.8);
      doc.add(tree(doc, m, rnd, tx, ty, pr.scale(Z * 0.8) * 3.6, { variant: 1 }));
    }
  }
  doc.add(heroOverlay(doc, HW, HH, 0.78));
  return doc.toString();
}

function hero5() {
  const m = { ...MOODS.noon, sun: { ...MOODS.noon.sun, x: 0.9, y: 0.08 } };
  const rnd = rng(5005);
  const doc = new Doc(HW, HH, { title: 'A modern commercial hub' });
  const hz = 660;
  doc.add(sky(doc, m, HW, HH, hz));
  doc.add(
    clouds(doc, m, rnd, [
      [1250, 120, 260, 0.9],
      [700, 80, 200, 0.6],
    ]),
  );
  doc.add(cityline(rnd, 0, HW, hz + 4, 150, tone(m, '#9fb3c6', 'front', 0.5)));
  doc.add(ground(doc, m, HW, HH, hz, ['#cfc7ba', '#b4aa9a']));
  doc.add(
    glassTower(doc, m, rnd, {
      x: 760,
      base: 690,
      w: 220,
      floors: 20,
      fh: 22,
      depth: 0.12,
      tint: '#4f8fb8',
      crownH: 40,
    }),
  );
  doc.add(
    glassTower(doc, m, rnd, {
      x: 1330,
      base: 690,
      w: 210,
      floors: 17,
      fh: 22,
      depth: 0.1,
      tint: '#5a9bb0',
      crownH: 30,
    }),
  );
  doc.add(
    glassTower(doc, m, rnd, { x: 1020, base: 700, w: 290, floors: 27, fh: 21, tint: '#3f8ca8', crownH: 70 }),
  );
  doc.add(podium(doc, m, rnd, { x: 700, base: 770, w: 880, h: 110, d: 40, shops: 6 }));
  doc.add(
    path(
      P.rect(0, 770, HW, HH - 770),
      doc.lin([
        [0, tone(m, '#e4ddd1')],
        [1, tone(m, '#c9bfae')],
      ]),
    ),
  );
  for (const px of [760, 1060, 1360]) doc.add(tree(doc, m, rnd, px, 810, 150, { variant: 2 }));
  const shirts = ['#1f7a70', '#c45f27', '#3f6fa3', '#f4c542', '#13213a'];
  for (let i = 0; i < 7; i++) {
    const px = 700 + rnd() * 860;
    const py = 830 + rnd() * 50;
    doc.add(
      person(
        m,
        px,
        py,
        70 + (py - 830) * 0.4,
        rnd.pick(shirts),
        rnd() < 0.5 ? { dress: true, long: true, top: rnd.pick(shirts) } : {},
      ),
    );
  }
  doc.add(heroOverlay(doc, HW, HH, 0.8));
  return doc.toString();
}

function hero6() {
  return living({
    w: HW,
    h: HH,
    dx: 420,
    finish: (doc) => doc.add(heroOverlay(doc, HW, HH, 0.8)),
  });
}

export const heroScenes = [hero1, hero2, hero3, hero4, hero5, hero6];

/** Tall login-page art: a calm tower at dusk with a brass key tag on its lobby door. */
export function loginSide() {
  const w = 800;
  const h = 1000;
  const m = MOODS.dusk;
  const rnd = rng(5100);
  const doc = new Doc(w, h, { title: 'A calm tower at dusk' });
  const hz = 800;
  doc.add(sky(doc, m, w, h, hz));
  doc.add(stars(rnd, w, 420, 70));
  doc.add(
    `<circle cx="640" cy="150" r="26" fill="#f6efdc"/><circle cx="640" cy="150" r="90" fill="${doc.rad([
      [0, '#f6efdc', 0.25],
      [1, '#f6efdc', 0],
    ])}"/>`,
  );
  doc.add(cityline(rnd, 0, w, hz + 4, 110, tone(m, '#5a4a6a', 'front', 0.4), { windows: 0.2 }));
  doc.add(ground(doc, m, w, h, hz));
  doc.add(
    tower(doc, m, rnd, {
      x: 230,
      base: 860,
      w: 300,
      floors: 24,
      fh: 26,
      bays: 6,
      pal: PAL.cream,
      style: 'frame',
      litScale: 0.9,
    }),
  );
  doc.add(
    path(
      P.rect(0, 855, w, h - 855),
      doc.lin([
        [0, tone(m, m.grass[0])],
        [1, tone(m, m.grass[1])],
      ]),
    ),
  );
  for (const [x, hgt, v] of [
    [120, 360, 0],
    [640, 330, 1],
    [720, 280, 0],
  ])
    doc.add(palm(doc, m, rnd, x, 880, hgt, { variant: v }));
  doc.add(tree(doc, m, rnd, 30, 900, 200, { variant: 1 }));
  for (const x of [250, 400, 550]) doc.add(bollard(doc, m, x, 900, 26));
  doc.add(path(`M300 ${h}L360 880H460L520 ${h}z`, tone(m, '#cdbfae')));
  // a key emblem floating in the sky, in brand colours
  doc.add(
    `<g transform="translate(120 190) rotate(-30) scale(.8)" opacity=".75"><circle r="34" fill="none" stroke="${BRAND.terra4}" stroke-width="12"/><path d="M30 -6H140V6H30zM104 6h12v22h-12zM124 6h12v16h-12z" fill="${BRAND.terra4}"/></g>`,
  );
  doc.add(vignette(doc, w, h, 0.3));
  return doc.toString();
}

/** About page hero: the temple-city panorama, wide. */
export function aboutHero() {
  const w = 1600;
  const h = 700;
  const m = MOODS.golden;
  const rnd = rng(5200);
  const doc = new Doc(w, h, { title: 'The temple city of Bhubaneswar' });
  cityPanorama(doc, m, rnd, w, h, 470, {
    templeX: 800,
    templeH: 300,
    towers: [
      [1000, 26, 130, 11, 'white'],
      [1140, 30, 150, 14, 'cream'],
      [420, 24, 120, 10, 'grey'],
      [280, 20, 100, 8, 'sand'],
    ],
  });
  doc.add(
    path(
      `M0 600C400 580 1200 580 ${w} 600V${h}H0z`,
      doc.lin([
        [0, tone(m, '#7d8d45')],
        [1, tone(m, '#4f6a32')],
      ]),
    ),
  );
  doc.add(palm(doc, m, rnd, 90, 640, 340, { variant: 0 }));
  doc.add(palm(doc, m, rnd, 1510, 650, 360, { variant: 1 }));
  doc.add(birds(rnd, 600, 150, 6, '#4a3a4c', 1.2));
  doc.add(
    `<rect width="${w}" height="${h}" fill="${doc.lin([
      [0.5, '#0b1426', 0],
      [1, '#0b1426', 0.35],
    ])}"/>`,
  );
  return doc.toString();
}

/** Mission: a family arriving home, under a morning sky. */
export function mission() {
  const W = 1200;
  const H = 900;
  const m = MOODS.morning;
  const rnd = rng(5300);
  const doc = new Doc(W, H, { title: 'A family at their new home' });
  doc.add(`<rect width="${W}" height="${H}" fill="${BRAND.sand}"/>`);
  doc.add(
    path(
      P.circle(600, 470, 380),
      doc.lin([
        [0, '#d9ecf0'],
        [1, '#f3e7d6'],
      ]),
    ),
  );
  doc.add(`<circle cx="820" cy="230" r="54" fill="#f6d7a4"/>`);
  doc.add(cloud(doc, m, rnd, 420, 200, 180, 0.9));
  doc.add(treeline(m, rnd, 240, 960, 640, 60, 0.1, '#5b9441'));
  doc.add(duplex(doc, m, rnd, { x: 330, base: 660, w: 520, pal: VILLA[0], roof: 'mono' }));
  doc.add(
    path(
      `M160 660H1040C1040 720 980 780 600 780C220 780 160 720 160 660z`,
      doc.lin([
        [0, '#9cc46c'],
        [1, '#6ea545'],
      ]),
    ),
  );
  doc.add(path('M560 660H700L760 780H500z', '#e6dccb'));
  doc.add(shrub(m, rnd, 200, 690, 200, 34, '#4f8a3c'));
  doc.add(flowers(rnd, 210, 650, 190, 30, ['#e2566e', '#f4c542', '#ffffff'], 24));
  doc.add(shrub(m, rnd, 800, 690, 200, 34, '#4f8a3c'));
  doc.add(palm(doc, m, rnd, 260, 670, 320, { variant: 0 }));
  doc.add(tree(doc, m, rnd, 950, 680, 220, { variant: 1 }));
  // the family walking up the path
  doc.add(person(m, 570, 770, 150, '#1f7a70', { legs: '#2b2f38', skin: '#b37549' }));
  doc.add(person(m, 630, 772, 140, '#c45f27', { dress: true, long: true, top: '#c45f27', skin: '#cf9267' }));
  doc.add(person(m, 602, 778, 84, '#f4c542', { skin: '#b37549' }));
  doc.add(person(m, 670, 778, 92, '#3f6fa3', { dress: true, long: true, top: '#e2566e', skin: '#cf9267' }));
  doc.add(path(P.ellipse(600, 800, 420, 14), '#13213a', 'opacity=".06"'));
  return doc.toString();
}

/** Vision: the city of tomorrow at sunrise, a road leading to it. */
export function vision() {
  const W = 1200;
  const H = 900;
  const m = MOODS.morning;
  const rnd = rng(5400);
  const doc = new Doc(W, H, { title: 'A growing city at sunrise' });
  doc.add(sky(doc, { ...m, sun: { x: 0.5, y: 0.55, r: 70, core: '#fff1d0', glow: '#ffc27a' } }, W, H, 560));
  doc.add(
    clouds(doc, m, rnd, [
      [240, 160, 220, 0.8],
      [960, 120, 240, 0.8],
    ]),
  );
  doc.add(
    temple(300, 560, 220, tone(m, '#9a8a90', 'front', 0.3), tone(m, '#c9b0a0', 'front', 0.2), {
      flag: '#c45f27',
    }),
  );
  const specs = [
    [520, 120, 16, 'white'],
    [660, 150, 20, 'cream'],
    [830, 130, 17, 'grey'],
    [960, 110, 12, 'sand'],
  ];
  for (const [x, tw, fl, pal] of specs)
    doc.add(
      tower(doc, m, rnd, {
        x,
        base: 560,
        w: tw,
        floors: fl,
        fh: 16,
        bays: 4,
        depth: 0.22,
        pal: PAL[pal],
        pergola: false,
      }),
    );
  doc.add(ground(doc, m, W, H, 556, ['#a6c970', '#5e9448']));
  doc.add(path(`M520 ${H}C560 760 600 640 590 560H612C640 640 720 760 800 ${H}z`, '#6b7079'));
  doc.add(
    `<path d="M658 ${H}C640 760 610 640 601 562" fill="none" stroke="#f1ece0" stroke-width="4" stroke-dasharray="24 20"/>`,
  );
  for (const [x, y, hgt] of [
    [430, 700, 140],
    [800, 690, 150],
    [330, 800, 200],
    [900, 820, 220],
  ])
    doc.add(tree(doc, m, rnd, x, y, hgt));
  doc.add(palm(doc, m, rnd, 120, 860, 360, { variant: 0 }));
  doc.add(palm(doc, m, rnd, 1100, 870, 380, { variant: 1 }));
  doc.add(birds(rnd, 700, 260, 5, '#5b6b7c', 1.2));
  return doc.toString();
}

function illusBase(title) {
  const doc = new Doc(1200, 900, { title });
  doc.add(`<rect width="1200" height="900" fill="${BRAND.sand}"/>`);
  doc.add(path(P.circle(1040, 140, 160) + P.circle(120, 800, 140), '#eef6f5'));
  doc.add(path(P.circle(980, 760, 90), '#fdf4ee'));
  return doc;
}

function pin(x, y, s = 1, c = BRAND.terra) {
  return (
    path(P.ellipse(x, y + 4 * s, 12 * s, 4 * s), '#13213a', 'opacity=".15"') +
    path(
      `M${r(x)} ${r(y)}C${r(x - 8 * s)} ${r(y - 14 * s)} ${r(x - 22 * s)} ${r(y - 26 * s)} ${r(x - 22 * s)} ${r(y - 42 * s)}A${r(22 * s)} ${r(22 * s)} 0 1 1 ${r(x + 22 * s)} ${r(y - 42 * s)}C${r(x + 22 * s)} ${r(y - 26 * s)} ${r(x + 8 * s)} ${r(y - 14 * s)} ${r(x)} ${r(y)}z`,
      c,
    ) +
    path(P.circle(x, y - 42 * s, 9 * s), '#ffffff')
  );
}

/** Service: discover a property — a city map with pins and a magnifier. */
export function discover() {
  const doc = illusBase('Discover properties on the map');
  const m = MOODS.noon;
  const rnd = rng(5500);
  doc.add(path(P.rrect(150, 150, 900, 600, 28), '#13213a', 'opacity=".08" transform="translate(8 14)"'));
  doc.add(path(P.rrect(150, 150, 900, 600, 28), '#f4f1ea'));
  const clip = doc.raw(
    'mapclip',
    (id) => `<clipPath id="${id}"><path d="${P.rrect(150, 150, 900, 600, 28)}"/></clipPath>`,
  );
  doc.add(`<g clip-path="url(#${clip})">`);
  doc.add(
    path(
      'M150 560C300 520 420 600 560 560C700 520 820 420 1050 470V540C820 500 720 600 560 630C420 670 300 600 150 640z',
      '#a9d5cf',
    ),
  );
  doc.add(path(P.rrect(210, 210, 200, 140, 16) + P.rrect(760, 560, 220, 150, 16), '#cfe5c1'));
  let blocks = '';
  for (let i = 0; i < 22; i++) {
    const x = 170 + (i % 6) * 150 + rnd() * 20;
    const y = 170 + Math.floor(i / 6) * 150 + rnd() * 20;
    if ((x < 420 && y < 360) || (x > 740 && y > 540)) continue;
    blocks += P.rrect(x, y, 90 + rnd() * 30, 70 + rnd() * 30, 8);
  }
  doc.add(path(blocks, '#e6e0d4'));
  doc.add(
    `<path d="M150 400H1050M150 520H1050M450 150V750M720 150V750M150 250L1050 700" stroke="#ffffff" stroke-width="16" fill="none"/>`,
  );
  doc.add(`<path d="M150 400H1050M450 150V750" stroke="#f3c3a2" stroke-width="6" fill="none"/>`);
  doc.add('</g>');
  doc.add(pin(330, 330, 1.1));
  doc.add(pin(860, 300, 1, BRAND.teal));
  doc.add(pin(600, 650, 1, BRAND.teal));
  // magnifier revealing a house
  doc.add(path(P.circle(640, 390, 128), '#13213a', 'opacity=".12" transform="translate(8 10)"'));
  doc.add(path(P.circle(640, 390, 120), '#ffffff'));
  const hc = doc.raw(
    'magclip',
    (id) => `<clipPath id="${id}"><circle cx="640" cy="390" r="112"/></clipPath>`,
  );
  doc.add(`<g clip-path="url(#${hc})"><rect x="520" y="270" width="240" height="240" fill="#dcecf6"/>`);
  doc.add(duplex(doc, m, rnd, { x: 560, base: 470, w: 170, pal: VILLA[0], roof: 'mono', tank: false }));
  doc.add(path(P.rect(520, 470, 240, 60), '#9cc46c'));
  doc.add('</g>');
  doc.add(`<circle cx="640" cy="390" r="116" fill="none" stroke="${BRAND.ink}" stroke-width="14"/>`);
  doc.add(`<path d="M724 474L820 570" stroke="${BRAND.ink}" stroke-width="30" stroke-linecap="round"/>`);
  doc.add(`<path d="M724 474L760 510" stroke="#3b4a63" stroke-width="30" stroke-linecap="round"/>`);
  return doc.toString();
}

/** Service: selling — a house with a sold tag and a key handed over. */
export function selling() {
  const doc = illusBase('Sell your property');
  const m = MOODS.noon;
  const rnd = rng(5600);
  doc.add(path(P.ellipse(600, 720, 500, 46), '#e7e0d4'));
  doc.add(tree(doc, m, rnd, 170, 720, 280, { variant: 1 }));
  doc.add(duplex(doc, m, rnd, { x: 230, base: 720, w: 580, pal: VILLA[1], roof: 'gable' }));
  // sign post with a hanging board and check badge
  doc.add(path(P.rect(900, 420, 12, 300) + P.rect(900, 420, 180, 12), '#5a4330'));
  doc.add(`<path d="M940 432V462M1040 432V462" stroke="#5a4330" stroke-width="3"/>`);
  doc.add(path(P.rrect(920, 462, 150, 96, 10), BRAND.terra));
  doc.add(path(P.rrect(932, 474, 126, 72, 6), '#ffffff', 'opacity=".2"'));
  doc.add(
    `<path d="M966 510l18 18 34-34" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  // key and coins
  doc.add(
    `<g transform="translate(930 210) rotate(-35)"><circle r="40" fill="none" stroke="#e0a526" stroke-width="16"/><path d="M36 -8H170V8H36zM130 8h16v28h-16zM154 8h16v20h-16z" fill="#e0a526"/></g>`,
  );
  for (const [x, y, n] of [
    [90, 720, 4],
    [150, 730, 6],
  ]) {
    for (let i = 0; i < n; i++)
      doc.add(
        path(P.ellipse(x, y - i * 12, 30, 10), i % 2 ? '#e0a526' : '#f0c04a') +
          path(P.rect(x - 30, y - i * 12, 60, 6), '#c48a17'),
      );
  }
  doc.add(
    dots(
      [
        [140, 380],
        [800, 250],
        [1120, 400],
      ],
      '#e99b69',
      10,
    ),
  );
  return doc.toString();
}

/** Service: investment — towers rising like a bar chart with a trend arrow. */
export function investment() {
  const doc = illusBase('Invest in property');
  let grid = '';
  for (let y = 250; y <= 700; y += 90) grid += `M160 ${y}H1040`;
  doc.add(`<path d="${grid}" stroke="#e3ddd2" stroke-width="2"/>`);
  const bars = [
    [200, 180, '#a9d5cf'],
    [360, 260, '#74b9b0'],
    [520, 340, '#3f978d'],
    [680, 420, '#1f7a70'],
    [840, 520, '#14635b'],
  ];
  for (const [x, hgt, c] of bars) {
    const w = 120;
    const top = 700 - hgt;
    doc.add(
      path(
        P.poly([
          [x + w, top],
          [x + w + 26, top - 12],
          [x + w + 26, 688],
          [x + w, 700],
        ]),
        darken(c, 0.2),
      ),
    );
    doc.add(
      path(
        P.poly([
          [x, top],
          [x + w, top],
          [x + w + 26, top - 12],
          [x + 26, top - 12],
        ]),
        lighten(c, 0.2),
      ),
    );
    doc.add(path(P.rect(x, top, w, hgt), c));
    doc.add(
      `<path d="M${x + 24} ${top + 24}V690M${x + 60} ${top + 24}V690M${x + 96} ${top + 24}V690" stroke="#ffffff" stroke-width="14" stroke-dasharray="12 14" opacity=".55"/>`,
    );
  }
  doc.add(path(P.rect(140, 700, 920, 10), BRAND.ink));
  doc.add(
    `<path d="M220 470L400 400L560 420L720 290L920 160" fill="none" stroke="${BRAND.terra}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  doc.add(path('M960 130L940 200L890 150Z', BRAND.terra));
  doc.add(
    dots(
      [
        [220, 470],
        [400, 400],
        [560, 420],
        [720, 290],
      ],
      '#ffffff',
      16,
    ) +
      dots(
        [
          [220, 470],
          [400, 400],
          [560, 420],
          [720, 290],
        ],
        BRAND.terra,
        8,
      ),
  );
  for (let i = 0; i < 5; i++)
    doc.add(
      path(P.ellipse(1060, 690 - i * 12, 34, 11), i % 2 ? '#e0a526' : '#f0c04a') +
        path(P.rect(1026, 690 - i * 12, 68, 6), '#c48a17'),
    );
  return doc.toString();
}

/** Service: plot support — a surveyed plot with boundary stones, a theodolite and papers. */
export function plotSupport() {
  const doc = illusBase('Plot survey and documentation support');
  const m = MOODS.noon;
  const rnd = rng(5700);
  const plot = [
    [260, 520],
    [760, 470],
    [960, 700],
    [300, 780],
  ];
  doc.add(
    path(
      P.poly([
        [200, 500],
        [800, 440],
        [1040, 720],
        [260, 820],
      ]),
      '#d6e6bf',
    ),
  );
  doc.add(path(P.poly(plot), '#b6d38a'));
  doc.add(
    `<path d="${P.poly(plot)}" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="18 12"/>`,
  );
  for (const [x, y] of plot) doc.add(stoneAt(m, x, y, 44));
  doc.add(shrub(m, rnd, 560, 560, 110, 26, '#5b9445'));
  // theodolite on a tripod
  doc.add(
    `<path d="M860 420L800 640M860 420L920 640M860 420L868 650" stroke="#5a4330" stroke-width="8" stroke-linecap="round"/>`,
  );
  doc.add(path(P.rrect(830, 370, 60, 44, 8), '#e0a526'));
  doc.add(path(P.rrect(814, 352, 92, 20, 8), BRAND.ink));
  doc.add(path(P.circle(846, 392, 9), BRAND.ink));
  // clipboard with a plan
  doc.add(
    `<g transform="translate(170 160) rotate(-6)">${path(P.rrect(0, 0, 240, 300, 16), BRAND.ink)}${path(P.rrect(16, 22, 208, 262, 8), '#ffffff')}${path(P.rrect(80, -12, 80, 28, 8), '#3b4a63')}<path d="M40 70H200V200H40zM40 130H120V200M120 70V130" fill="none" stroke="${BRAND.teal}" stroke-width="5"/><path d="M40 230H170M40 252H130" stroke="#c9d0da" stroke-width="8" stroke-linecap="round"/></g>`,
  );
  doc.add(
    `<circle cx="390" cy="420" r="36" fill="${BRAND.terra}"/><path d="M373 421l12 12 22-24" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return doc.toString();
}

/** Community banner: a park with families in front of the homes. */
export function community() {
  const w = 1600;
  const h = 600;
  const m = MOODS.morning;
  const rnd = rng(5800);
  const doc = new Doc(w, h, { title: 'Neighbours in the community park' });
  const hz = 430;
  doc.add(sky(doc, m, w, h, hz));
  doc.add(
    clouds(doc, m, rnd, [
      [300, 90, 200, 0.8],
      [1250, 70, 240, 0.8],
    ]),
  );
  for (const [x, tw, fl, pal] of [
    [140, 220, 12, 'cream'],
    [520, 260, 14, 'white'],
    [960, 240, 13, 'cream'],
    [1320, 200, 11, 'grey'],
  ])
    doc.add(
      tower(doc, m, rnd, {
        x,
        base: hz + 20,
        w: tw,
        floors: fl,
        fh: 24,
        bays: 5,
        depth: 0.18,
        pal: PAL[pal],
      }),
    );
  doc.add(ground(doc, m, w, h, hz + 10, ['#9cc46c', '#6ea545']));
  for (let x = -20; x < w + 40; x += 120 + rnd() * 60)
    doc.add(rnd() < 0.4 ? palm(doc, m, rnd, x, hz + 40, 200) : tree(doc, m, rnd, x, hz + 40, 130));
  doc.add(path(`M0 520C400 480 1200 480 ${w} 520V${h}H0z`, '#e6dccb'));
  doc.add(shrub(m, rnd, 40, 500, 260, 30, '#4f8a3c'));
  doc.add(flowers(rnd, 50, 460, 240, 30, ['#e2566e', '#f4c542', '#ffffff'], 30));
  doc.add(shrub(m, rnd, 1280, 500, 280, 30, '#4f8a3c'));
  const shirts = ['#1f7a70', '#c45f27', '#3f6fa3', '#f4c542', '#e2566e', '#6b4e9b'];
  for (const [x, y, hh, dress] of [
    [420, 560, 110, 0],
    [450, 562, 100, 1],
    [480, 566, 60, 0],
    [760, 548, 104, 1],
    [800, 552, 100, 1],
    [1060, 570, 112, 0],
    [1100, 574, 66, 1],
    [1160, 560, 106, 0],
  ]) {
    doc.add(
      person(
        m,
        x,
        y,
        hh,
        rnd.pick(shirts),
        dress
          ? {
              dress: true,
              long: true,
              top: rnd.pick(shirts),
              skin: rnd.pick(['#cf9267', '#b37549', '#e3ae84']),
            }
          : { skin: rnd.pick(['#cf9267', '#b37549', '#8f5a38']) },
      ),
    );
  }
  doc.add(
    path(P.rect(600, 512, 110, 8) + P.rect(600, 496, 110, 8), '#8a5a3b') +
      path(P.rect(606, 520, 6, 22) + P.rect(698, 520, 6, 22), '#2f3640'),
  );
  doc.add(vignette(doc, w, h, 0.15));
  return doc.toString();
}
