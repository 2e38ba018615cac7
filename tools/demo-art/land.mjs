/**
 * Land parcels in perspective: farmland, a plotted layout, a wooded hill plot, a cleared laterite
 * plot, a riverside plot and an industrial plot.
 */
import { Doc, P, darken, lighten, path, r, rng, smooth } from './lib.mjs';
import { MOODS, birds, cloud, dots, palm, ridge, shrub, sky, tone, tree, treeline } from './nature.mjs';
import { car, fence, lamp, pylon, shed, tower } from './buildings.mjs';
import { vignette } from './scenes.mjs';

const W = 1200;
const H = 900;

/** Pinhole projection of ground point (X, Z) with the horizon at hz. */
export function camera(hz, ch, f = 900, cx = W / 2) {
  const pr = (X, Z) => [cx + (X * f) / Z, hz + (ch * f) / Z];
  pr.scale = (Z) => f / Z;
  return pr;
}

/** Concrete boundary stone (white with a red cap) standing at ground point (X, Z). */
export function stone(m, pr, X, Z, size = 0.5) {
  const [x, y] = pr(X, Z);
  return stoneAt(m, x, y, pr.scale(Z) * size);
}

/** Boundary stone at a screen point with size s (pixels). */
export function stoneAt(m, x, y, s) {
  const w = s * 0.5;
  const h = s * 1.2;
  return (
    path(P.ellipse(x + w * 0.3, y, w * 1.1, w * 0.25), '#000000', 'opacity=".2"') +
    path(
      P.poly([
        [x + w / 2, y],
        [x + w * 0.8, y - w * 0.2],
        [x + w * 0.8, y - h - w * 0.2],
        [x + w / 2, y - h],
      ]),
      tone(m, '#b8b2a8'),
    ) +
    path(P.rect(x - w / 2, y - h, w, h), tone(m, '#f3f0ea')) +
    path(P.rect(x - w / 2, y - h, w, h * 0.28), tone(m, '#c0392b')) +
    path(
      P.poly([
        [x - w / 2, y - h],
        [x + w / 2, y - h],
        [x + w * 0.8, y - h - w * 0.2],
        [x - w * 0.2, y - h - w * 0.2],
      ]),
      tone(m, '#d9534a'),
    )
  );
}

function baseScene(n, moodName, hz, title) {
  const m = MOODS[moodName];
  const rnd = rng(4000 + n);
  const doc = new Doc(W, H, { title });
  doc.add(sky(doc, m, W, H, hz));
  return { m, rnd, doc };
}

function clouds(doc, m, rnd, list) {
  doc.add(list.map(([x, y, w, o]) => cloud(doc, m, rnd, x, y, w, o)).join(''));
}

/** Quad on the ground plane from world rectangle [X0, X1] x [Z0, Z1]. */
function groundQuad(pr, X0, X1, Z0, Z1) {
  return P.poly([pr(X0, Z0), pr(X1, Z0), pr(X1, Z1), pr(X0, Z1)]);
}

function land1() {
  const hz = 430;
  const { m, rnd, doc } = baseScene(1, 'morning', hz, 'Green farmland under a morning sky');
  clouds(doc, m, rnd, [
    [260, 130, 240, 0.9],
    [900, 90, 200, 0.8],
  ]);
  doc.add(path(ridge(rnd, 0, W, hz - 6, 55, hz + 4), tone(m, '#8ea3b0', 'front', 0.6)));
  doc.add(path(P.rect(0, hz, W, H - hz), tone(m, '#8fb860')));
  const pr = camera(hz, 14, 900);
  const greens = ['#7fb24a', '#93c25a', '#a6c95a', '#6ea544', '#b9cf6a', '#88b94f'];
  const Zs = [3, 5, 8, 12, 18, 27, 40, 60, 90, 140, 220, 400, 800, 3000];
  const Xs = [-900, -400, -150, -70, -34, -14, 0, 12, 30, 64, 140, 400, 900];
  let bunds = '';
  for (let zi = Zs.length - 2; zi >= 0; zi--) {
    for (let xi = 0; xi < Xs.length - 1; xi++) {
      const c = greens[(zi * 3 + xi * 5) % greens.length];
      doc.add(path(groundQuad(pr, Xs[xi], Xs[xi + 1], Zs[zi], Zs[zi + 1]), tone(m, c)));
      // crop rows on the nearer fields
      if (zi < 6 && (xi + zi) % 2 === 0 && Math.abs(Xs[xi]) <= 70 && Math.abs(Xs[xi + 1]) <= 70) {
        let rows = '';
        for (let X = Xs[xi] + 0.8; X < Xs[xi + 1]; X += 1.6) {
          const a = pr(X, Zs[zi]);
          const b = pr(X, Zs[zi + 1]);
          rows += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
        }
        doc.add(`<path d="${rows}" stroke="${tone(m, darken(c, 0.22))}" stroke-width="1.3" opacity=".5"/>`);
      }
    }
    const a = pr(-900, Zs[zi]);
    const b = pr(900, Zs[zi]);
    bunds += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
  }
  for (const X of Xs) {
    const a = pr(X, Zs[0]);
    const b = pr(X, 3000);
    bunds += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
  }
  doc.add(`<path d="${bunds}" stroke="${tone(m, '#c8b27a')}" stroke-width="2.2" opacity=".85"/>`);
  doc.add(
    path(
      P.rect(0, hz, W, 260),
      doc.lin([
        [0, m.haze, 0.75],
        [0.5, m.haze, 0.15],
        [1, m.haze, 0],
      ]),
    ),
  );
  // palm line and trees along the horizon
  doc.add(treeline(m, rnd, -20, W + 20, hz + 2, 26, 0.45));
  for (let x = 10; x < W; x += 28 + rnd() * 40)
    doc.add(palm(doc, m, rnd, x, hz + 3 + rnd() * 3, 60 + rnd() * 30, { depth: 0.4, shadow: false }));
  // a farm hut with a thatched roof
  const [hx, hy] = pr(-22, 60);
  doc.add(path(P.rect(hx - 28, hy - 22, 56, 22), tone(m, '#d9c3a0')));
  doc.add(path(P.rect(hx - 6, hy - 16, 12, 16), tone(m, '#5a4330')));
  doc.add(
    path(
      P.poly([
        [hx - 38, hy - 20],
        [hx, hy - 52],
        [hx + 38, hy - 20],
      ]),
      tone(m, '#a88a4e'),
    ),
  );
  doc.add(tree(doc, m, rnd, hx + 60, hy + 2, 80, { variant: 3 }));
  // egrets
  doc.add(
    dots(
      [
        [700, 520],
        [730, 528],
        [760, 515],
        [420, 600],
      ],
      '#ffffff',
      5,
    ),
  );
  doc.add(birds(rnd, 820, 170, 4, '#3a4a5c'));
  // foreground grass edge with a boundary stone
  doc.add(
    path(
      `M0 ${H}V812C200 792 420 800 620 818C820 836 1000 808 ${W} 800V${H}z`,
      doc.lin([
        [0, tone(m, '#6f9e3f')],
        [1, tone(m, '#4b7a2d')],
      ]),
    ),
  );
  let tufts = '';
  for (let i = 0; i < 60; i++) {
    const x = rnd() * W;
    const y = 830 + rnd() * 70;
    tufts += `M${r(x)} ${r(y)}l-4 -14M${r(x)} ${r(y)}l2 -18M${r(x)} ${r(y)}l6 -12`;
  }
  doc.add(`<path d="${tufts}" stroke="${tone(m, '#3f6e27')}" stroke-width="2" stroke-linecap="round"/>`);
  doc.add(stone(m, camera(hz, 14, 900), -3.5, 4.2, 0.45));
  doc.add(vignette(doc, W, H, 0.2));
  return doc.toString();
}

function land2() {
  const hz = 330;
  const { m, rnd, doc } = baseScene(2, 'noon', hz, 'A plotted layout with boundary stones and a road');
  clouds(doc, m, rnd, [
    [200, 90, 200, 0.9],
    [820, 60, 240, 0.85],
  ]);
  doc.add(path(ridge(rnd, 0, W, hz - 4, 40, hz + 4), tone(m, '#8ea3b0', 'front', 0.6)));
  // distant towers of the city
  doc.add(
    tower(doc, m, rnd, {
      x: 900,
      base: hz + 4,
      w: 50,
      floors: 12,
      fh: 7,
      bays: 4,
      depth: 0.6,
      pal: { wall: '#eef0ef', accent: '#1f7a70' },
      pergola: false,
    }),
  );
  doc.add(
    tower(doc, m, rnd, {
      x: 980,
      base: hz + 4,
      w: 44,
      floors: 9,
      fh: 7,
      bays: 3,
      depth: 0.6,
      pal: { wall: '#efe6d6', accent: '#c45f27' },
      pergola: false,
    }),
  );
  doc.add(path(P.rect(0, hz, W, H - hz), tone(m, '#a9b86a')));
  doc.add(treeline(m, rnd, -20, W + 20, hz + 3, 22, 0.4));
  const pr = camera(hz, 30, 900);
  // plots: alternating cleared earth and grass, lime-marked boundaries
  const fills = ['#c9a77a', '#b8c27a', '#d1b48a', '#a9bd6d', '#c4a070'];
  const Zs = [4, 9, 15, 23, 34, 50, 75, 115, 180, 400, 3000];
  let lines = '';
  let k = 0;
  for (const side of [-1, 1]) {
    const Xs = side < 0 ? [-7, -25, -43, -61, -79] : [7, 25, 43, 61, 79];
    for (let zi = Zs.length - 2; zi >= 0; zi--) {
      for (let xi = 0; xi < Xs.length - 1; xi++) {
        k++;
        const c = fills[(k * 7 + xi) % fills.length];
        doc.add(path(groundQuad(pr, Xs[xi], Xs[xi + 1], Zs[zi], Zs[zi + 1]), tone(m, c)));
      }
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
  doc.add(`<path d="${lines}" stroke="#fbfaf5" stroke-width="2" opacity=".85"/>`);
  doc.add(
    path(
      P.rect(0, hz, W, 200),
      doc.lin([
        [0, m.haze, 0.8],
        [0.5, m.haze, 0.2],
        [1, m.haze, 0],
      ]),
    ),
  );
  // the road with kerbs and centre line
  doc.add(
    path(
      groundQuad(pr, -6, 6, 2, 3000),
      doc.lin([
        [0, tone(m, '#7b8088')],
        [1, tone(m, '#4a4f57')],
      ]),
    ),
  );
  doc.add(path(groundQuad(pr, -6.6, -6, 2, 3000) + groundQuad(pr, 6, 6.6, 2, 3000), tone(m, '#e8e2d6')));
  let dash = '';
  for (let Z = 2.5; Z < 300; Z *= 1.28) {
    const a = pr(0, Z);
    const b = pr(0, Z * 1.12);
    const wd = pr.scale(Z) * 0.12;
    dash += P.poly([
      [a[0] - wd, a[1]],
      [a[0] + wd, a[1]],
      [b[0] + wd * 0.9, b[1]],
      [b[0] - wd * 0.9, b[1]],
    ]);
  }
  doc.add(path(dash, '#f7f3e8'));
  // boundary stones on plot corners, far to near
  const stones = [];
  for (const Z of Zs.slice(0, 8))
    for (const X of [-79, -61, -43, -25, -7, 7, 25, 43, 61, 79]) stones.push([X, Z]);
  stones.sort((a, b) => b[1] - a[1]);
  for (const [X, Z] of stones)
    if (pr(X, Z)[0] > -20 && pr(X, Z)[0] < W + 20) doc.add(stone(m, pr, X, Z, 1.3));
  // lamps and saplings along the road
  for (const Z of [400, 200, 110, 60]) {
    for (const side of [-1, 1]) {
      const [x, y] = pr(side * 7.4, Z);
      const s = pr.scale(Z);
      doc.add(lamp(doc, m, x, y, s * 7, { dir: -side }));
    }
  }
  for (const Z of [300, 150, 85, 52]) {
    for (const side of [-1, 1]) {
      const [x, y] = pr(side * 8.2, Z);
      doc.add(tree(doc, m, rnd, x, y, pr.scale(Z) * 3.2, { variant: 1 }));
    }
  }
  // blank site sign
  const [sx, sy] = pr(-12, 6);
  const ss = pr.scale(6);
  doc.add(
    path(
      P.rect(sx - ss * 0.1, sy - ss * 3, ss * 0.15, ss * 3) +
        P.rect(sx + ss * 2.6, sy - ss * 3, ss * 0.15, ss * 3),
      tone(m, '#4a4f57'),
    ),
  );
  doc.add(path(P.rrect(sx - ss * 0.4, sy - ss * 4.2, ss * 3.5, ss * 1.8, 6), tone(m, '#1f7a70')));
  doc.add(
    path(
      P.rect(sx - ss * 0.1, sy - ss * 3.9, ss * 1.6, ss * 0.3) +
        P.rect(sx - ss * 0.1, sy - ss * 3.4, ss * 2.6, ss * 0.16) +
        P.rect(sx - ss * 0.1, sy - ss * 3.1, ss * 2, ss * 0.16),
      '#ffffff',
      'opacity=".9"',
    ),
  );
  doc.add(path(P.rect(sx + ss * 2.2, sy - ss * 4.2, ss * 0.9, ss * 1.8), tone(m, '#c45f27')));
  doc.add(vignette(doc, W, H, 0.18));
  return doc.toString();
}

function land3() {
  const hz = 470;
  const { m, rnd, doc } = baseScene(3, 'morning', hz, 'A wooded hill plot');
  clouds(doc, m, rnd, [[900, 120, 220, 0.8]]);
  // layered forested hills with morning mist
  const layers = [
    [hz - 170, 150, 0.5, '#557f60'],
    [hz - 90, 140, 0.32, '#3f6f47'],
    [hz - 10, 120, 0.18, '#356838'],
    [hz + 70, 110, 0.06, '#2f6132'],
  ];
  for (const [y, amp, depth, c] of layers) doc.add(forestHill(doc, m, rnd, y, amp, depth, c));
  doc.add(treeline(m, rnd, -20, W + 20, hz + 120, 70, 0.12, '#3b6b36'));
  // the plot: grass on a gentle slope with a fence and a track
  doc.add(
    path(
      `M-10 ${H}V600C260 560 620 590 820 610C980 626 1100 612 1210 600V${H}z`,
      doc.lin([
        [0, tone(m, '#9cc46c')],
        [1, tone(m, '#5e9448')],
      ]),
    ),
  );
  doc.add(path(`M560 ${H}C600 780 690 690 760 612L790 614C740 700 700 790 720 ${H}z`, tone(m, '#c9ad82')));
  doc.add(
    fence(m, 20, 640, 560, 596, 60, '#6b5a45', { gap: 60, post: '#7a5f42', scale: (t) => 1 - t * 0.3 }),
  );
  doc.add(
    fence(m, 820, 620, 1200, 660, 70, '#6b5a45', { gap: 60, post: '#7a5f42', scale: (t) => 0.8 + t * 0.3 }),
  );
  for (const [x, y, h, v] of [
    [130, 650, 240, 0],
    [980, 640, 260, 2],
    [1120, 700, 300, 1],
  ])
    doc.add(tree(doc, m, rnd, x, y, h, { variant: v }));
  doc.add(shrub(m, rnd, 300, 780, 200, 40, '#4f8a3c'));
  doc.add(shrub(m, rnd, 860, 820, 220, 46, '#4f8a3c'));
  doc.add(stoneAt(m, 500, 690, 30));
  doc.add(stoneAt(m, 860, 680, 30));
  doc.add(stoneAt(m, 250, 840, 44));
  doc.add(birds(rnd, 300, 150, 5, '#3a4a5c'));
  doc.add(vignette(doc, W, H, 0.22));
  return doc.toString();
}

/** A hill whose crest is a canopy of trees, lit from the upper left, with mist at its foot. */
function forestHill(doc, m, rnd, y, amp, depth, c) {
  const ph = rnd() * 6;
  const ph2 = rnd() * 6;
  const f = (x) =>
    y - amp * (0.55 + 0.3 * Math.sin((x / W) * 5.1 + ph) + 0.15 * Math.sin((x / W) * 11.3 + ph2));
  const pts = [];
  for (let x = -40; x <= W + 40; x += 40) pts.push([x, f(x)]);
  let body = `${smooth(pts)}L${W + 40} ${H}L-40 ${H}z`;
  let hi = '';
  const step = 10 + depth * -6 + 8;
  for (let x = -30; x < W + 30; x += step + rnd() * step * 0.6) {
    const rr = step * (0.7 + rnd() * 0.5);
    const yy = f(x) + rr * 0.35;
    body += P.circle(x, yy, rr);
    if (rnd() < 0.7) hi += P.circle(x - rr * 0.25, yy - rr * 0.3, rr * 0.5);
  }
  return (
    path(body, tone(m, c, 'front', depth)) +
    path(hi, tone(m, lighten(c, 0.18), 'front', depth), 'opacity=".7"') +
    path(
      P.rect(-20, y - amp * 0.1, W + 40, amp * 1.1),
      doc.lin([
        [0, m.haze, 0],
        [1, m.haze, 0.3],
      ]),
    )
  );
}

function land4() {
  const hz = 420;
  const { m, rnd, doc } = baseScene(4, 'noon', hz, 'A cleared red laterite plot');
  clouds(doc, m, rnd, [
    [300, 110, 260, 0.9],
    [950, 160, 200, 0.85],
  ]);
  doc.add(treeline(m, rnd, -20, W + 20, hz + 4, 60, 0.3, '#4a7a3a'));
  for (const x of [120, 330, 870, 1080]) doc.add(palm(doc, m, rnd, x, hz + 10, 130, { depth: 0.25 }));
  const pr = camera(hz, 3, 900);
  doc.add(
    path(
      P.rect(0, hz, W, H - hz),
      doc.lin([
        [0, tone(m, '#c9784a')],
        [0.4, tone(m, '#b65a2f')],
        [1, tone(m, '#9c4524')],
      ]),
    ),
  );
  // laterite boundary wall under construction at the back
  const [wx0, wy] = pr(-60, 70);
  const [wx1] = pr(40, 70);
  let blocks = '';
  for (let row = 0; row < 4; row++) {
    const yy = wy - (row + 1) * 7;
    const x1 = wx1 - (row > 1 ? (row - 1) * 120 : 0);
    for (let x = wx0 + (row % 2) * 8; x < x1; x += 16) blocks += P.rect(x, yy, 15, 6.2);
  }
  doc.add(
    path(P.rect(wx0, wy - 28, wx1 - wx0 - 120, 28) + P.rect(wx0, wy - 14, wx1 - wx0, 14), tone(m, '#8f3d1e')),
  );
  doc.add(path(blocks, tone(m, '#c0643a')));
  // soil texture: speckles and tyre tracks
  const speck = [];
  for (let i = 0; i < 260; i++) speck.push([rnd() * W, hz + 20 + Math.pow(rnd(), 0.8) * (H - hz)]);
  doc.add(dots(speck, tone(m, '#7e3518'), 2.4, 0.5));
  const speck2 = [];
  for (let i = 0; i < 160; i++) speck2.push([rnd() * W, hz + 20 + Math.pow(rnd(), 0.8) * (H - hz)]);
  doc.add(dots(speck2, tone(m, '#e29a66'), 2, 0.55));
  let tracks = '';
  for (const X of [-1.1, -0.6, 0.6, 1.1]) {
    const a = pr(X + 1, 5);
    const b = pr(X * 0.6 - 4, 60);
    tracks += `M${r(a[0])} ${r(a[1])}Q${r((a[0] + b[0]) / 2 + 40)} ${r((a[1] + b[1]) / 2)} ${r(b[0])} ${r(b[1])}`;
  }
  doc.add(
    `<path d="${tracks}" fill="none" stroke="${tone(m, '#8a3a1b')}" stroke-width="9" opacity=".45" stroke-linecap="round"/>`,
  );
  // stacks of cut laterite blocks
  for (const [X, Z, n] of [
    [-4.5, 12, 4],
    [3.5, 9, 3],
    [-2, 30, 3],
  ]) {
    const [x, y] = pr(X, Z);
    const s = pr.scale(Z) * 0.45;
    let b = '';
    let holes = [];
    for (let row = 0; row < n; row++) {
      for (let c = 0; c < n - row; c++) {
        const bx = x + c * s * 1.05 + row * s * 0.5;
        const by = y - (row + 1) * s * 0.55;
        b += P.rect(bx, by, s, s * 0.52);
        holes.push([bx + s * 0.3, by + s * 0.2], [bx + s * 0.7, by + s * 0.32]);
      }
    }
    doc.add(path(P.ellipse(x + n * s * 0.5, y + 2, n * s * 0.7, s * 0.2), '#000000', 'opacity=".2"'));
    doc.add(path(b, tone(m, '#c8693d')));
    doc.add(`<path d="${b}" fill="none" stroke="${tone(m, '#8a3a1b')}" stroke-width="1"/>`);
    doc.add(dots(holes, tone(m, '#7a3216'), Math.max(1.5, s * 0.08)));
  }
  // scattered loose rocks and shrubs
  let rocks = '';
  for (let i = 0; i < 24; i++) {
    const X = (rnd() - 0.5) * 20;
    const Z = 6 + rnd() * 40;
    const [x, y] = pr(X, Z);
    const s = pr.scale(Z) * (0.1 + rnd() * 0.15);
    rocks += P.ellipse(x, y, s, s * 0.55);
  }
  doc.add(path(rocks, tone(m, '#8c4a2e')));
  doc.add(shrub(m, rnd, -20, 560, 160, 40, '#6b8a3a'));
  doc.add(shrub(m, rnd, 1040, 600, 180, 44, '#6b8a3a'));
  doc.add(tree(doc, m, rnd, 1100, 520, 200, { variant: 3 }));
  doc.add(stone(m, pr, -2.6, 7, 0.4));
  doc.add(stone(m, pr, 3, 7.5, 0.4));
  doc.add(stone(m, pr, -2.6, 25, 0.4));
  doc.add(stone(m, pr, 3, 25, 0.4));
  doc.add(vignette(doc, W, H, 0.2));
  return doc.toString();
}

function land5() {
  const hz = 450;
  const { m, rnd, doc } = baseScene(5, 'golden', hz, 'A riverside plot at golden hour');
  clouds(doc, m, rnd, [[850, 120, 240, 0.7]]);
  doc.add(path(ridge(rnd, 0, W, hz - 10, 50, hz + 4), tone(m, '#8f7f8f', 'front', 0.55)));
  // distant bridge
  const by = hz - 6;
  let arches = `M0 ${by - 14}H${W}V${by - 6}H0z`;
  for (let x = 20; x < W; x += 70) arches += `M${x} ${by - 6}h8v14h-8z`;
  doc.add(path(arches, tone(m, '#9d8a8e', 'front', 0.4)));
  doc.add(path(P.rect(0, hz, W, H - hz), tone(m, '#9db35e')));
  // river: sandy banks and water widening to the right foreground
  const river = `M430 ${hz}C520 520 700 560 760 640C820 720 1020 800 ${W + 10} 820V${hz}z`;
  const bank = `M400 ${hz}C480 530 640 570 700 650C760 730 960 820 ${W + 10} 860V${hz}z`;
  doc.add(path(bank, tone(m, '#e6c896')));
  doc.add(
    path(
      river,
      doc.lin([
        [0, tone(m, '#f5c98e')],
        [0.4, tone(m, '#9db3c4')],
        [1, tone(m, '#4f7490')],
      ]),
    ),
  );
  // sun glitter on water
  let gl = '';
  for (let i = 0; i < 40; i++) {
    const y = hz + 10 + rnd() * 300;
    const x = 560 + (y - hz) * 1.3 + rnd() * 260;
    gl += `M${r(x)} ${r(y)}h${r(8 + rnd() * 30)}`;
  }
  doc.add(`<path d="${gl}" stroke="#fff3d6" stroke-width="2" stroke-linecap="round" opacity=".6"/>`);
  // far bank trees
  doc.add(treeline(m, rnd, 430, W + 20, hz + 2, 34, 0.35));
  for (const x of [520, 640, 760, 900, 1050]) doc.add(palm(doc, m, rnd, x, hz + 4, 90, { depth: 0.35 }));
  // the plot in the foreground: grass with boundary stones and a lime-marked outline
  doc.add(
    path(
      `M-10 ${H}V470C200 470 360 480 420 470C470 520 620 560 690 640C740 700 760 800 780 ${H}z`,
      doc.lin([
        [0, tone(m, '#a9bf5e')],
        [1, tone(m, '#6d8a37')],
      ]),
    ),
  );
  const corners = [
    [120, 560, 26],
    [470, 540, 24],
    [600, 760, 40],
    [70, 800, 42],
  ];
  doc.add(
    `<path d="${P.poly(corners.map(([x, y]) => [x, y]))}" fill="#fffbe9" fill-opacity=".08" stroke="#fffbe9" stroke-width="3" stroke-dasharray="12 9" opacity=".85"/>`,
  );
  for (const [x, y, sz] of corners) doc.add(stoneAt(m, x, y, sz));
  for (const [x, y, h] of [
    [40, 520, 300],
    [700, 700, 330],
  ])
    doc.add(palm(doc, m, rnd, x, y, h));
  doc.add(tree(doc, m, rnd, 330, 480, 130, { variant: 0 }));
  doc.add(birds(rnd, 600, 200, 5, '#5b4a5c'));
  doc.add(vignette(doc, W, H, 0.22));
  return doc.toString();
}

function truck(m, x, base, L, color) {
  const s = L / 100;
  const T = (c) => tone(m, c);
  return `<g transform="translate(${r(x)} ${r(base - 40 * s)}) scale(${r(s * 100) / 100})">${[
    path(P.ellipse(50, 40, 52, 3), '#000000', 'opacity=".25"'),
    path(P.rect(0, 0, 70, 32), T('#e9e6df')),
    path(P.rect(0, 0, 70, 5), T(color)),
    path('M72 8H88L97 20V34H72Z', T(color)),
    path('M75 11H87L93 20H75Z', T('#243040')),
    path(P.rect(0, 31, 98, 4), T('#3a3f47')),
    path(P.circle(16, 36, 5.5) + P.circle(30, 36, 5.5) + P.circle(84, 36, 5.5), T('#15181d')),
    path(P.circle(16, 36, 2.4) + P.circle(30, 36, 2.4) + P.circle(84, 36, 2.4), T('#9aa3ad')),
  ].join('')}</g>`;
}

function land6() {
  const hz = 430;
  const { m, rnd, doc } = baseScene(6, 'overcast', hz, 'An industrial plot');
  clouds(doc, m, rnd, [
    [200, 100, 320, 0.9],
    [700, 60, 360, 0.85],
    [1100, 130, 300, 0.9],
  ]);
  doc.add(path(ridge(rnd, 0, W, hz - 4, 40, hz + 4), tone(m, '#8e9aa6', 'front', 0.5)));
  doc.add(path(P.rect(0, hz, W, H - hz), tone(m, '#a9a496')));
  // warehouses across the back
  doc.add(shed(doc, m, 60, hz + 30, 220, 70, { depth: 0.25, band: '#1f7a70' }));
  doc.add(shed(doc, m, 380, hz + 24, 180, 60, { depth: 0.3, band: '#c45f27', wall: '#e3e1dc' }));
  doc.add(shed(doc, m, 820, hz + 34, 240, 80, { depth: 0.2, band: '#3b4a63' }));
  doc.add(path(P.rect(640, hz - 70, 14, 100), tone(m, '#b9b4aa', 'front', 0.3)));
  doc.add(path(P.rect(636, hz - 76, 22, 8), tone(m, '#c45f27', 'front', 0.3)));
  // power line
  doc.add(pylon(m, 1000, hz + 40, 200));
  doc.add(pylon(m, 300, hz + 20, 120, '#7b8490'));
  doc.add(
    `<path d="M${1000 - 57} ${hz - 120}Q650 ${hz - 40} ${300 - 34} ${hz - 76}M${1000 + 57} ${hz - 120}Q1120 ${hz - 95} 1210 ${hz - 100}M${1000 - 57} ${hz - 84}Q650 ${hz - 4} ${300 - 34} ${hz - 54}" fill="none" stroke="${tone(m, '#4d5560')}" stroke-width="1.2"/>`,
  );
  for (const [x, y, h, v] of [
    [330, hz + 40, 80, 1],
    [720, hz + 44, 90, 0],
    [1150, hz + 48, 100, 2],
  ])
    doc.add(tree(doc, m, rnd, x, y, h, { variant: v, depth: 0.15 }));
  doc.add(shrub(m, rnd, 0, hz + 190, 260, 20, '#6d8a55'));
  doc.add(shrub(m, rnd, 900, hz + 186, 300, 18, '#6d8a55'));
  // levelled plot with gravel texture, fenced
  const pr = camera(hz, 10, 900);
  doc.add(
    path(
      groundQuad(pr, -30, 30, 2.5, 40),
      doc.lin([
        [0, tone(m, '#b7ad98')],
        [1, tone(m, '#978c78')],
      ]),
    ),
  );
  const grav = [];
  for (let i = 0; i < 300; i++) {
    const X = (rnd() - 0.5) * 60;
    const Z = 2.5 + Math.pow(rnd(), 1.5) * 37;
    grav.push(pr(X, Z));
  }
  doc.add(dots(grav, tone(m, '#7d7464'), 2.2, 0.55));
  const f0 = pr(-30, 40);
  const f1 = pr(30, 40);
  const f2 = pr(30, 3);
  const f3 = pr(-30, 3);
  doc.add(fence(m, f0[0], f0[1], f1[0], f1[1], pr.scale(40) * 2, '#5b636e', { gap: 24, mesh: true }));
  doc.add(
    fence(m, f1[0], f1[1], f2[0], f2[1], pr.scale(40) * 2, '#5b636e', {
      gap: 50,
      mesh: true,
      scale: (t) => 1 + t * 12,
    }),
  );
  doc.add(
    fence(m, f3[0], f3[1], f0[0], f0[1], pr.scale(3) * 2, '#5b636e', {
      gap: 50,
      mesh: true,
      scale: (t) => 1 - t * 0.92,
    }),
  );
  // access road and a truck
  doc.add(path(`M0 ${H - 80}L${W} ${H - 120}V${H}H0z`, tone(m, '#4f545c')));
  doc.add(
    `<path d="M0 ${H - 40}L${W} ${H - 70}" stroke="${tone(m, '#e8e2d6')}" stroke-width="4" stroke-dasharray="40 36"/>`,
  );
  doc.add(truck(m, 700, H - 84, 260, '#c45f27'));
  doc.add(car(doc, m, 160, H - 22, 180, '#dfe2e6', { suv: true }));
  doc.add(stone(m, pr, -12, 8, 0.5));
  doc.add(stone(m, pr, 12, 8, 0.5));
  doc.add(vignette(doc, W, H, 0.2));
  return doc.toString();
}

export const landScenes = [land1, land2, land3, land4, land5, land6];
