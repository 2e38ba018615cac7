/**
 * Interiors in one-point perspective: a living room, a kitchen and a bedroom. Furniture is built
 * from boxes in room coordinates (metres) projected through a simple pinhole camera.
 */
import { Doc, P, darken, lighten, path, r } from './lib.mjs';

const W = 1200;
const H = 900;
const ROOM = { w: 5.2, h: 3, d: 6 };

function camera(eye = 1.35, vx = 600, vy = 420, f = 840) {
  const p = (X, Y, Z) => [vx + (X * f) / Z, vy + ((eye - Y) * f) / Z];
  p.eye = eye;
  return p;
}

const quad = (p, a, b, c, d) => P.poly([p(...a), p(...b), p(...c), p(...d)]);

/** A box with visible faces shaded: front (Z0), top or bottom, and the inner side. */
function box(p, [X0, X1, Y0, Y1, Z0, Z1], c, opts = {}) {
  const out = [];
  const top = c.top ?? lighten(c.front, 0.12);
  const side = c.side ?? darken(c.front, 0.15);
  if (Y1 < p.eye && !opts.noTop)
    out.push(path(quad(p, [X0, Y1, Z0], [X1, Y1, Z0], [X1, Y1, Z1], [X0, Y1, Z1]), top));
  if (Y0 > p.eye)
    out.push(
      path(
        quad(p, [X0, Y0, Z0], [X1, Y0, Z0], [X1, Y0, Z1], [X0, Y0, Z1]),
        c.bottom ?? darken(c.front, 0.25),
      ),
    );
  if (X0 > 0) out.push(path(quad(p, [X0, Y0, Z0], [X0, Y0, Z1], [X0, Y1, Z1], [X0, Y1, Z0]), side));
  if (X1 < 0) out.push(path(quad(p, [X1, Y0, Z0], [X1, Y0, Z1], [X1, Y1, Z1], [X1, Y1, Z0]), side));
  out.push(path(quad(p, [X0, Y0, Z0], [X1, Y0, Z0], [X1, Y1, Z0], [X0, Y1, Z0]), c.front));
  return out.join('');
}

/** Walls, floor with planks, ceiling with a cove light. */
function shell(doc, p, pal) {
  const { w, h, d } = ROOM;
  const hw = w / 2;
  const near = 0.9;
  const out = [];
  out.push(`<rect x="-1200" width="${W + 2400}" height="${H}" fill="${pal.wall}"/>`);
  // ceiling
  out.push(
    path(
      quad(p, [-hw, h, near], [hw, h, near], [hw, h, d], [-hw, h, d]),
      doc.lin([
        [0, darken(pal.ceiling, 0.08)],
        [1, pal.ceiling],
      ]),
    ),
  );
  // side walls
  out.push(
    path(
      quad(p, [-hw, 0, near], [-hw, 0, d], [-hw, h, d], [-hw, h, near]),
      doc.lin(
        [
          [0, darken(pal.side, 0.12)],
          [1, pal.side],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  out.push(
    path(
      quad(p, [hw, 0, near], [hw, 0, d], [hw, h, d], [hw, h, near]),
      doc.lin(
        [
          [0, pal.side],
          [1, darken(pal.side, 0.14)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // back wall
  out.push(
    path(
      quad(p, [-hw, 0, d], [hw, 0, d], [hw, h, d], [-hw, h, d]),
      doc.lin([
        [0, lighten(pal.wall, 0.06)],
        [1, darken(pal.wall, 0.04)],
      ]),
    ),
  );
  // floor and planks
  out.push(
    path(
      quad(p, [-hw, 0, near], [hw, 0, near], [hw, 0, d], [-hw, 0, d]),
      doc.lin([
        [0, pal.floor],
        [1, darken(pal.floor, 0.18)],
      ]),
    ),
  );
  if (pal.planks) {
    let lines = '';
    let alt = '';
    const n = Math.round(w / 0.2);
    for (let i = 1; i < n; i++) {
      const X = -hw + i * 0.2;
      const a = p(X, 0, near);
      const b = p(X, 0, d);
      lines += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
      if (i % 3 === 0) alt += quad(p, [X, 0, near], [X + 0.2, 0, near], [X + 0.2, 0, d], [X, 0, d]);
    }
    let joints = '';
    for (let i = 0; i < n; i++) {
      const X = -hw + i * 0.2;
      for (let Z = 1.2 + ((i * 0.77) % 1.3); Z < d; Z += 1.3) {
        const a = p(X, 0, Z);
        const b = p(X + 0.2, 0, Z);
        joints += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
      }
    }
    out.push(path(alt, darken(pal.floor, 0.1), 'opacity=".35"'));
    out.push(
      `<path d="${lines}${joints}" stroke="${darken(pal.floor, 0.3)}" stroke-width=".8" opacity=".35"/>`,
    );
  } else {
    // large-format tiles
    let lines = '';
    for (let X = -hw; X <= hw; X += 0.6) {
      const a = p(X, 0, near);
      const b = p(X, 0, d);
      lines += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
    }
    for (let Z = d; Z > near; Z -= 0.6) {
      const a = p(-hw, 0, Z);
      const b = p(hw, 0, Z);
      lines += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
    }
    out.push(`<path d="${lines}" stroke="${darken(pal.floor, 0.2)}" stroke-width="1" opacity=".4"/>`);
  }
  // floor reflection of the light from the back
  out.push(
    path(
      quad(p, [-hw, 0, near], [hw, 0, near], [hw, 0, d], [-hw, 0, d]),
      doc.rad(
        [
          [0, '#ffffff', 0.18],
          [1, '#ffffff', 0],
        ],
        0.5,
        0.1,
        0.7,
      ),
    ),
  );
  // skirting on the back and side walls
  const sk = darken(pal.wall, 0.2);
  out.push(path(quad(p, [-hw, 0, d], [hw, 0, d], [hw, 0.1, d], [-hw, 0.1, d]), sk));
  out.push(
    path(quad(p, [-hw, 0, near], [-hw, 0, d], [-hw, 0.1, d], [-hw, 0.1, near]), darken(pal.side, 0.2)),
  );
  out.push(path(quad(p, [hw, 0, near], [hw, 0, d], [hw, 0.1, d], [hw, 0.1, near]), darken(pal.side, 0.25)));
  // ceiling cove: a lit recess around the back
  out.push(path(quad(p, [-hw, h - 0.12, d], [hw, h - 0.12, d], [hw, h, d], [-hw, h, d]), '#fff6df'));
  out.push(
    path(
      quad(p, [-hw, h - 0.5, d], [hw, h - 0.5, d], [hw, h - 0.12, d], [-hw, h - 0.12, d]),
      doc.lin([
        [0, '#fff3d6', 0],
        [1, '#fff3d6', 0.6],
      ]),
    ),
  );
  return out.join('');
}

/** A window on the back wall showing a small outdoor view. */
function backWindow(doc, p, X0, X1, Y0, Y1, view, frame = '#f4f1ea') {
  const Z = ROOM.d;
  const [x0, y1] = p(X0, Y1, Z);
  const [x1, y0] = p(X1, Y0, Z);
  const clip = doc.raw(
    `clip${x0}${y1}`,
    (id) =>
      `<clipPath id="${id}"><rect x="${r(x0)}" y="${r(y1)}" width="${r(x1 - x0)}" height="${r(y0 - y1)}"/></clipPath>`,
  );
  const w = x1 - x0;
  const h = y0 - y1;
  const out = [`<g clip-path="url(#${clip})">`];
  out.push(`<rect x="${r(x0)}" y="${r(y1)}" width="${r(w)}" height="${r(h)}" fill="${doc.lin(view.sky)}"/>`);
  // distant towers and trees
  let bld = '';
  let win = '';
  const n = 6;
  for (let i = 0; i < n; i++) {
    const bx = x0 + (i / n) * w + ((i * 37) % 13);
    const bw = w / n - 8;
    const bh = h * (0.3 + ((i * 53) % 40) / 100);
    bld += P.rect(bx, y0 - bh, bw, bh);
    for (let yy = y0 - bh + 6; yy < y0 - 8; yy += 9) win += `M${r(bx + 4)} ${r(yy)}h${r(bw - 8)}`;
  }
  out.push(path(bld, view.bld));
  out.push(`<path d="${win}" stroke="${view.win}" stroke-width="2.5" stroke-dasharray="5 4" opacity=".7"/>`);
  let trees = '';
  for (let x = x0 - 10; x < x1 + 20; x += 26) trees += P.circle(x, y0 - 8 - ((x * 7) % 12), 20);
  out.push(path(trees, view.trees));
  out.push(
    `<rect x="${r(x0)}" y="${r(y1)}" width="${r(w)}" height="${r(h)}" fill="${doc.lin(
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#ffffff', 0.15],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  out.push('</g>');
  // frame and mullions
  const fw = 8;
  out.push(
    `<rect x="${r(x0)}" y="${r(y1)}" width="${r(w)}" height="${r(h)}" fill="none" stroke="${frame}" stroke-width="${fw}"/>`,
  );
  const mul = view.mullions ?? 2;
  let m = '';
  for (let i = 1; i < mul; i++) m += `M${r(x0 + (i * w) / mul)} ${r(y1)}V${r(y0)}`;
  out.push(`<path d="${m}" stroke="${frame}" stroke-width="5"/>`);
  return out.join('');
}

/** Potted plant with broad leaves at floor point (X, Z). */
function plant(p, X, Z, hgt, pot = '#c45f27') {
  const [x, y] = p(X, 0, Z);
  const s = (p(X + 1, 0, Z)[0] - x) * hgt;
  let leaves = '';
  let dark = '';
  const L = [
    [-0.9, -0.7, 0.5],
    [0.9, -0.75, 0.5],
    [-0.5, -1.1, 0.45],
    [0.45, -1.15, 0.45],
    [0, -1.3, 0.45],
    [-1.1, -0.4, 0.4],
    [1.1, -0.45, 0.4],
  ];
  L.forEach(([dx, dy, sz], i) => {
    const tx = x + dx * s * 0.5;
    const ty = y - s * 0.45 + dy * s * 0.5;
    const bx = x;
    const by = y - s * 0.42;
    const mx = (tx + bx) / 2;
    const my = (ty + by) / 2;
    const nx = -(ty - by) * sz * 0.5;
    const ny = (tx - bx) * sz * 0.5;
    const d = `M${r(bx)} ${r(by)}Q${r(mx + nx)} ${r(my + ny)} ${r(tx)} ${r(ty)}Q${r(mx - nx)} ${r(my - ny)} ${r(bx)} ${r(by)}z`;
    if (i % 2) dark += d;
    else leaves += d;
  });
  return (
    path(P.ellipse(x, y, s * 0.3, s * 0.06), '#000000', 'opacity=".18"') +
    path(dark, '#2f6b3a') +
    path(leaves, '#4b8f45') +
    path(
      `M${r(x - s * 0.2)} ${r(y - s * 0.42)}h${r(s * 0.4)}l${r(-s * 0.05)} ${r(s * 0.42)}h${r(-s * 0.3)}z`,
      pot,
    ) +
    path(P.rect(x - s * 0.21, y - s * 0.44, s * 0.42, s * 0.05), darken(pot, 0.2))
  );
}

/** Hanging pendant lamp from the ceiling at (X, Z). */
function pendant(doc, p, X, Z, drop, color = '#1f2a3d', glow = true) {
  const [x, y0] = p(X, ROOM.h, Z);
  const [, y1] = p(X, ROOM.h - drop, Z);
  const s = p(X + 1, 0, Z)[0] - x;
  const out = [`<path d="M${r(x)} ${r(y0)}V${r(y1)}" stroke="#2b2b2b" stroke-width="1.2"/>`];
  if (glow)
    out.push(
      `<circle cx="${r(x)}" cy="${r(y1 + s * 0.18)}" r="${r(s * 0.6)}" fill="${doc.rad([
        [0, '#ffe7b0', 0.5],
        [1, '#ffe7b0', 0],
      ])}"/>`,
    );
  out.push(
    path(`M${r(x - s * 0.04)} ${r(y1)}h${r(s * 0.08)}l${r(s * 0.12)} ${r(s * 0.16)}h${r(-s * 0.32)}z`, color),
  );
  out.push(path(P.ellipse(x, y1 + s * 0.16, s * 0.1, s * 0.025), '#fff2cf'));
  return out.join('');
}

/** Framed abstract artwork on the back wall. */
function art(doc, p, X0, X1, Y0, Y1, colors) {
  const [x0, y1] = p(X0, Y1, ROOM.d);
  const [x1, y0] = p(X1, Y0, ROOM.d);
  const w = x1 - x0;
  const h = y0 - y1;
  return (
    path(P.rect(x0 + 4, y1 + 6, w, h), '#000000', 'opacity=".12"') +
    path(P.rect(x0, y1, w, h), '#2b2f36') +
    path(P.rect(x0 + 5, y1 + 5, w - 10, h - 10), '#faf6ef') +
    path(P.circle(x0 + w * 0.38, y1 + h * 0.42, Math.min(w, h) * 0.2), colors[0]) +
    path(
      `M${r(x0 + 5)} ${r(y0 - 5)}L${r(x0 + w * 0.45)} ${r(y1 + h * 0.55)}L${r(x0 + w * 0.7)} ${r(y1 + h * 0.75)}L${r(x1 - 5)} ${r(y1 + h * 0.5)}V${r(y0 - 5)}z`,
      colors[1],
    ) +
    path(
      `M${r(x0 + w * 0.55)} ${r(y0 - 5)}Q${r(x0 + w * 0.75)} ${r(y1 + h * 0.55)} ${r(x1 - 5)} ${r(y1 + h * 0.62)}V${r(y0 - 5)}z`,
      colors[2],
    )
  );
}

function softShadow(doc, p, X0, X1, Z0, Z1, opacity = 0.25) {
  return path(
    quad(p, [X0, 0, Z0], [X1, 0, Z0], [X1, 0, Z1], [X0, 0, Z1]),
    '#1d1408',
    `opacity="${opacity}" filter="${doc.blur(6)}"`,
  );
}

function living(opts = {}) {
  const doc = new Doc(opts.w ?? W, opts.h ?? H, { title: 'A bright living room' });
  const dx = opts.dx ?? 0;
  doc.add(`<g transform="translate(${dx} 0)">`);
  const p = camera(1.3);
  const pal = { wall: '#efe6d8', side: '#e7ddcd', ceiling: '#f7f3ec', floor: '#c99a6b', planks: true };
  doc.add(shell(doc, p, pal));
  // timber slat feature wall on the left part of the back wall
  const Zb = ROOM.d;
  let slats = '';
  for (let X = -2.6; X < -0.9; X += 0.09)
    slats += quad(p, [X, 0.1, Zb], [X + 0.05, 0.1, Zb], [X + 0.05, 2.88, Zb], [X, 2.88, Zb]);
  doc.add(path(quad(p, [-2.6, 0.1, Zb], [-0.9, 0.1, Zb], [-0.9, 2.88, Zb], [-2.6, 2.88, Zb]), '#8a5a3b'));
  doc.add(path(slats, '#a87550'));
  // large window on the right of the back wall
  doc.add(
    backWindow(doc, p, -0.4, 2.2, 0.5, 2.6, {
      sky: [
        [0, '#8cbde6'],
        [1, '#e6f1f8'],
      ],
      bld: '#c6d3df',
      win: '#9fb4c7',
      trees: '#7fae6a',
      mullions: 3,
    }),
  );
  // sheer curtains
  for (const [a, b] of [
    [-0.75, -0.4],
    [2.2, 2.5],
  ]) {
    let folds = '';
    for (let X = a; X < b; X += 0.07)
      folds += quad(
        p,
        [X, 0.12, Zb - 0.05],
        [X + 0.035, 0.12, Zb - 0.05],
        [X + 0.035, 2.75, Zb - 0.05],
        [X, 2.75, Zb - 0.05],
      );
    doc.add(
      path(
        quad(p, [a, 0.12, Zb - 0.05], [b, 0.12, Zb - 0.05], [b, 2.75, Zb - 0.05], [a, 2.75, Zb - 0.05]),
        '#f7f1e6',
        'opacity=".9"',
      ),
    );
    doc.add(path(folds, '#e3d8c6', 'opacity=".7"'));
  }
  doc.add(
    path(
      quad(
        p,
        [-0.9, 2.75, Zb - 0.05],
        [2.6, 2.75, Zb - 0.05],
        [2.6, 2.79, Zb - 0.05],
        [-0.9, 2.79, Zb - 0.05],
      ),
      '#3b3b3b',
    ),
  );
  // art on the slat wall
  doc.add(art(doc, p, -2.2, -1.3, 1.35, 2.25, ['#c45f27', '#1f7a70', '#e9b872']));
  // rug
  doc.add(
    path(quad(p, [-1.7, 0.005, 2.6], [1.7, 0.005, 2.6], [1.7, 0.005, 5.2], [-1.7, 0.005, 5.2]), '#e9e0d0'),
  );
  doc.add(
    path(
      quad(p, [-1.55, 0.006, 2.75], [1.55, 0.006, 2.75], [1.55, 0.006, 5.05], [-1.55, 0.006, 5.05]),
      'none',
      'stroke="#c45f27" stroke-width="3" opacity=".6"',
    ),
  );
  // sofa against the back, facing us
  doc.add(softShadow(doc, p, -1.6, 1.6, 4.7, 5.9, 0.3));
  const fab = '#2f7f77';
  doc.add(box(p, [-1.5, 1.5, 0.12, 0.85, 5.55, 5.95], { front: darken(fab, 0.1), top: lighten(fab, 0.05) }));
  doc.add(box(p, [-1.5, 1.5, 0.05, 0.42, 4.85, 5.6], { front: darken(fab, 0.05), top: lighten(fab, 0.12) }));
  doc.add(
    box(p, [-1.5, -1.28, 0.05, 0.62, 4.85, 5.95], {
      front: darken(fab, 0.12),
      top: lighten(fab, 0.05),
      side: darken(fab, 0.2),
    }),
  );
  doc.add(
    box(p, [1.28, 1.5, 0.05, 0.62, 4.85, 5.95], {
      front: darken(fab, 0.12),
      top: lighten(fab, 0.05),
      side: darken(fab, 0.2),
    }),
  );
  // seat cushion seams and cushions
  const seam = [p(-0.43, 0.42, 4.85), p(-0.43, 0.42, 5.55), p(0.43, 0.42, 4.85), p(0.43, 0.42, 5.55)];
  doc.add(
    `<path d="M${r(seam[0][0])} ${r(seam[0][1])}L${r(seam[1][0])} ${r(seam[1][1])}M${r(seam[2][0])} ${r(seam[2][1])}L${r(seam[3][0])} ${r(seam[3][1])}" stroke="${darken(fab, 0.3)}" stroke-width="1.5"/>`,
  );
  for (const [X, c] of [
    [-0.95, '#c45f27'],
    [-0.25, '#e9b872'],
    [0.85, '#f4efe6'],
  ]) {
    const [x, y] = p(X, 0.62, 5.5);
    const s = p(X + 1, 0, 5.5)[0] - x;
    doc.add(
      path(
        `M${r(x - s * 0.22)} ${r(y + s * 0.2)}Q${r(x - s * 0.26)} ${r(y - s * 0.16)} ${r(x - s * 0.2)} ${r(y - s * 0.2)}Q${r(x)} ${r(y - s * 0.26)} ${r(x + s * 0.2)} ${r(y - s * 0.2)}Q${r(x + s * 0.26)} ${r(y - s * 0.16)} ${r(x + s * 0.22)} ${r(y + s * 0.2)}z`,
        c,
      ),
    );
  }
  // coffee table with items
  doc.add(softShadow(doc, p, -0.8, 0.8, 3.3, 4.1, 0.25));
  doc.add(box(p, [-0.75, 0.75, 0.34, 0.42, 3.4, 4.0], { front: '#6b4630', top: '#a06e4a' }));
  for (const X of [-0.7, 0.66]) doc.add(box(p, [X, X + 0.04, 0, 0.34, 3.45, 3.49], { front: '#2b2b2b' }));
  {
    const [x, y] = p(-0.25, 0.42, 3.7);
    const s = p(0.75, 0, 3.7)[0] - x;
    doc.add(
      path(P.ellipse(x, y - s * 0.05, s * 0.12, s * 0.035), '#f4efe6') +
        path(
          `M${r(x - s * 0.1)} ${r(y - s * 0.05)}q${r(s * 0.1)} ${r(s * 0.12)} ${r(s * 0.2)} 0z`,
          '#e7dfd1',
        ),
    );
    doc.add(
      path(
        P.rect(x + s * 0.3, y - s * 0.1, s * 0.2, s * 0.06) +
          P.rect(x + s * 0.32, y - s * 0.14, s * 0.16, s * 0.04),
        '#1f7a70',
      ),
    );
  }
  // floor lamp and plants
  {
    const [x, y] = p(1.9, 0, 5.4);
    const [, yt] = p(1.9, 1.6, 5.4);
    doc.add(`<path d="M${r(x)} ${r(y)}V${r(yt)}" stroke="#2b2b2b" stroke-width="3"/>`);
    doc.add(path(P.ellipse(x, y, 16, 4), '#2b2b2b'));
    doc.add(
      `<circle cx="${r(x)}" cy="${r(yt)}" r="80" fill="${doc.rad([
        [0, '#ffe7b0', 0.55],
        [1, '#ffe7b0', 0],
      ])}"/>`,
    );
    doc.add(
      path(
        `M${r(x - 22)} ${r(yt + 8)}L${r(x - 14)} ${r(yt - 30)}H${r(x + 14)}L${r(x + 22)} ${r(yt + 8)}z`,
        '#f3e7cf',
      ),
    );
  }
  doc.add(plant(p, -2.1, 4.6, 1.5));
  doc.add(plant(p, 2.25, 3.6, 1.2, '#e9e2d6'));
  // side table and TV console on the left wall (seen edge-on)
  doc.add(box(p, [-2.6, -2.2, 0.0, 0.5, 3.2, 4.4], { front: '#6b4630', top: '#8a5a3b', side: '#7a5036' }));
  doc.add(pendant(doc, p, 0, 4.2, 0.9));
  doc.add('</g>');
  if (opts.finish) opts.finish(doc);
  else
    doc.add(
      `<rect width="${W}" height="${H}" fill="${doc.rad(
        [
          [0.6, '#2a1d10', 0],
          [1, '#2a1d10', 0.25],
        ],
        0.5,
        0.45,
        0.75,
      )}"/>`,
    );
  return doc.toString();
}

function kitchen() {
  const doc = new Doc(W, H, { title: 'A modern modular kitchen' });
  const p = camera(1.45, 600, 400);
  const pal = { wall: '#f3efe8', side: '#ebe5db', ceiling: '#f8f5f0', floor: '#d9d2c6', planks: false };
  doc.add(shell(doc, p, pal));
  const Zb = ROOM.d;
  const teal = '#2d6e67';
  // backsplash tiles
  doc.add(path(quad(p, [-2.6, 0.9, Zb], [2.6, 0.9, Zb], [2.6, 1.55, Zb], [-2.6, 1.55, Zb]), '#e4ebe9'));
  let grout = '';
  for (let Y = 0.98; Y < 1.55; Y += 0.08) {
    const a = p(-2.6, Y, Zb);
    const b = p(2.6, Y, Zb);
    grout += `M${r(a[0])} ${r(a[1])}H${r(b[0])}`;
  }
  for (let X = -2.6; X < 2.6; X += 0.2) {
    const a = p(X, 0.9, Zb);
    const b = p(X, 1.55, Zb);
    grout += `M${r(a[0])} ${r(a[1])}V${r(b[1])}`;
  }
  doc.add(`<path d="${grout}" stroke="#c8d3d1" stroke-width="1"/>`);
  // window over the sink
  doc.add(
    backWindow(doc, p, -0.7, 0.7, 1.1, 2.25, {
      sky: [
        [0, '#a8cbe8'],
        [1, '#eef5fa'],
      ],
      bld: '#cfd8e1',
      win: '#a7b6c6',
      trees: '#86b471',
      mullions: 2,
    }),
  );
  // upper cabinets either side, hood over hob
  const upper = { front: teal, bottom: darken(teal, 0.35), side: darken(teal, 0.2) };
  doc.add(box(p, [-2.6, -0.85, 1.6, 2.35, 5.62, Zb], upper));
  doc.add(box(p, [0.85, 2.6, 1.6, 2.35, 5.62, Zb], upper));
  let doors = '';
  for (const X of [-2.0, -1.42, 1.42, 2.0]) {
    const a = p(X, 1.6, 5.62);
    const b = p(X, 2.35, 5.62);
    doors += `M${r(a[0])} ${r(a[1])}V${r(b[1])}`;
  }
  doc.add(`<path d="${doors}" stroke="${darken(teal, 0.3)}" stroke-width="1.5"/>`);
  // base cabinets with a quartz top
  doc.add(box(p, [-2.6, 2.6, 0, 0.86, 5.4, Zb], { front: '#f4f1ec', top: '#ffffff' }));
  doc.add(box(p, [-2.6, 2.6, 0.86, 0.92, 5.36, Zb], { front: '#e9e6e0', top: '#fbfaf8' }));
  let drawers = '';
  for (let X = -2.6; X < 2.6; X += 0.6) {
    const a = p(X, 0.08, 5.4);
    const b = p(X, 0.86, 5.4);
    drawers += `M${r(a[0])} ${r(a[1])}V${r(b[1])}`;
    const h1 = p(X + 0.18, 0.78, 5.4);
    const h2 = p(X + 0.42, 0.78, 5.4);
    drawers += `M${r(h1[0])} ${r(h1[1])}H${r(h2[0])}`;
  }
  doc.add(`<path d="${drawers}" stroke="#bdb6aa" stroke-width="1.5"/>`);
  doc.add(path(quad(p, [-2.6, 0, 5.4], [2.6, 0, 5.4], [2.6, 0.08, 5.4], [-2.6, 0.08, 5.4]), '#2b2b2b'));
  // sink and tap, hob and hood
  {
    const a = p(-0.35, 0.921, 5.55);
    const b = p(0.35, 0.921, 5.85);
    doc.add(path(P.rect(a[0], b[1], b[0] - a[0], a[1] - b[1]), '#b9c0c7'));
    const t = p(0, 0.92, 5.9);
    const t2 = p(0, 1.22, 5.9);
    doc.add(
      `<path d="M${r(t[0])} ${r(t[1])}V${r(t2[1])}q0 -8 10 -8q10 0 10 10v6" fill="none" stroke="#8d959e" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  {
    const a = p(1.3, 0.921, 5.5);
    const b = p(2.0, 0.921, 5.85);
    doc.add(path(P.rect(a[0], b[1], b[0] - a[0], a[1] - b[1]), '#1d1f24'));
    doc.add(
      `<path d="M${r(a[0] + 14)} ${r(b[1] + 4)}h20M${r(b[0] - 34)} ${r(b[1] + 4)}h20" stroke="#5a5e66" stroke-width="3"/>`,
    );
    const h0 = p(1.25, 1.65, 5.55);
    const h1 = p(2.05, 1.65, 5.55);
    const h2 = p(1.78, 2.35, 5.9);
    const h3 = p(1.52, 2.35, 5.9);
    doc.add(path(P.poly([h0, h1, [h2[0], h2[1]], [h3[0], h3[1]]]), '#9aa2ab'));
    doc.add(path(P.poly([h0, h1, [h1[0], h1[1] + 6], [h0[0], h0[1] + 6]]), '#6f7780'));
  }
  // tall fridge unit on the left
  doc.add(box(p, [-2.6, -1.9, 0, 2.35, 5.2, Zb], { front: '#dfe3e7', side: '#c2c8cf', top: '#eef0f2' }));
  {
    const a = p(-2.0, 0.9, 5.2);
    const b = p(-2.0, 1.7, 5.2);
    doc.add(
      `<path d="M${r(a[0])} ${r(a[1])}V${r(b[1])}" stroke="#8d959e" stroke-width="4" stroke-linecap="round"/>`,
    );
    const s0 = p(-2.6, 1.3, 5.2);
    const s1 = p(-1.9, 1.3, 5.2);
    doc.add(`<path d="M${r(s0[0])} ${r(s0[1])}H${r(s1[0])}" stroke="#aab2ba" stroke-width="1.5"/>`);
  }
  // island with stools and pendants
  doc.add(softShadow(doc, p, -1.5, 1.5, 3.2, 4.3, 0.3));
  doc.add(box(p, [-1.4, 1.4, 0, 0.88, 3.5, 4.2], { front: '#2d3a4a', top: '#ffffff' }));
  doc.add(box(p, [-1.5, 1.5, 0.88, 0.94, 3.35, 4.25], { front: '#f1efea', top: '#fbfaf7' }));
  let panels = '';
  for (const X of [-0.7, 0, 0.7]) {
    const a = p(X, 0.05, 3.5);
    const b = p(X, 0.85, 3.5);
    panels += `M${r(a[0])} ${r(a[1])}V${r(b[1])}`;
  }
  doc.add(`<path d="${panels}" stroke="#1f2935" stroke-width="2"/>`);
  for (const X of [-0.9, 0, 0.9]) {
    doc.add(box(p, [X - 0.2, X + 0.2, 0.62, 0.68, 2.8, 3.2], { front: '#8a5a3b', top: '#a87550' }));
    let legs = '';
    for (const dx of [-0.16, 0.16]) {
      const a = p(X + dx, 0, 2.82);
      const b = p(X + dx, 0.62, 2.82);
      legs += `M${r(a[0])} ${r(a[1])}V${r(b[1])}`;
    }
    doc.add(`<path d="${legs}" stroke="#222" stroke-width="4"/>`);
  }
  {
    const [x, y] = p(-0.6, 0.94, 3.8);
    doc.add(
      path(`M${r(x - 34)} ${r(y - 4)}q34 30 68 0z`, '#e9e2d6') +
        path(P.circle(x - 12, y - 10, 11) + P.circle(x + 10, y - 12, 12), '#e98a3a') +
        path(P.circle(x, y - 16, 10), '#c9d84a'),
    );
  }
  for (const X of [-0.8, 0, 0.8]) doc.add(pendant(doc, p, X, 3.8, 1.0, '#c45f27'));
  doc.add(
    `<rect width="${W}" height="${H}" fill="${doc.rad(
      [
        [0.6, '#1c2630', 0],
        [1, '#1c2630', 0.22],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`,
  );
  return doc.toString();
}

function bedroom() {
  const doc = new Doc(W, H, { title: 'A calm bedroom' });
  const p = camera(1.4, 600, 400);
  const pal = { wall: '#e9efec', side: '#e3e7e3', ceiling: '#f6f5f1', floor: '#b98b62', planks: true };
  doc.add(shell(doc, p, pal));
  const Zb = ROOM.d;
  // accent wall panel behind the bed
  doc.add(path(quad(p, [-1.7, 0.1, Zb], [1.7, 0.1, Zb], [1.7, 2.9, Zb], [-1.7, 2.9, Zb]), '#1f5f59'));
  doc.add(
    path(
      quad(p, [-1.7, 2.5, Zb], [1.7, 2.5, Zb], [1.7, 2.9, Zb], [-1.7, 2.9, Zb]),
      doc.lin([
        [0, '#fff1cf', 0],
        [1, '#fff1cf', 0.35],
      ]),
    ),
  );
  doc.add(art(doc, p, -0.9, 0.9, 1.75, 2.35, ['#e9b872', '#c45f27', '#f4efe6']));
  // window with curtains on the left wall
  {
    const q = quad(p, [-2.6, 0.7, 2.6], [-2.6, 0.7, 4.4], [-2.6, 2.5, 4.4], [-2.6, 2.5, 2.6]);
    doc.add(
      path(
        q,
        doc.lin([
          [0, '#bcd9ee'],
          [1, '#eef5fa'],
        ]),
      ),
    );
    doc.add(`<path d="${q}" fill="none" stroke="#f4f1ea" stroke-width="7"/>`);
    const m0 = p(-2.6, 0.7, 3.5);
    const m1 = p(-2.6, 2.5, 3.5);
    doc.add(`<path d="M${r(m0[0])} ${r(m0[1])}L${r(m1[0])} ${r(m1[1])}" stroke="#f4f1ea" stroke-width="5"/>`);
    for (const [z0, z1] of [
      [2.2, 2.7],
      [4.3, 4.8],
    ]) {
      doc.add(
        path(quad(p, [-2.55, 0.1, z0], [-2.55, 0.1, z1], [-2.55, 2.75, z1], [-2.55, 2.75, z0]), '#d9c2a3'),
      );
      let f = '';
      for (let z = z0 + 0.08; z < z1; z += 0.12) {
        const a = p(-2.55, 0.1, z);
        const b = p(-2.55, 2.75, z);
        f += `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}`;
      }
      doc.add(`<path d="${f}" stroke="#b89c78" stroke-width="2" opacity=".6"/>`);
    }
  }
  // rug
  doc.add(
    path(quad(p, [-1.9, 0.005, 2.4], [1.9, 0.005, 2.4], [1.9, 0.005, 5.3], [-1.9, 0.005, 5.3]), '#efe8dc'),
  );
  // bed: headboard, base, mattress, duvet, pillows, throw
  doc.add(softShadow(doc, p, -1.2, 1.2, 3.4, 5.9, 0.3));
  doc.add(box(p, [-1.25, 1.25, 0.1, 1.35, 5.86, 5.96], { front: '#d9cbb4', top: '#e6dac6' }));
  let ch = '';
  for (let X = -1.05; X < 1.2; X += 0.2) {
    const a = p(X, 0.15, 5.86);
    const b = p(X, 1.3, 5.86);
    ch += `M${r(a[0])} ${r(a[1])}V${r(b[1])}`;
  }
  doc.add(`<path d="${ch}" stroke="#c2b296" stroke-width="2"/>`);
  doc.add(box(p, [-1.0, 1.0, 0.06, 0.32, 3.8, 5.86], { front: '#6b4630', top: '#7a5036' }));
  doc.add(box(p, [-0.98, 0.98, 0.32, 0.55, 3.82, 5.84], { front: '#f7f5f0', top: '#ffffff' }));
  // pillows
  for (const X of [-0.5, 0.5]) {
    const [x, y] = p(X, 0.7, 5.6);
    const s = p(X + 1, 0, 5.6)[0] - x;
    doc.add(
      path(P.rrect(x - s * 0.36, y - s * 0.12, s * 0.72, s * 0.26, s * 0.08), '#ffffff') +
        path(P.rrect(x - s * 0.36, y + s * 0.06, s * 0.72, s * 0.08, s * 0.04), '#e5e1d8'),
    );
  }
  doc.add(box(p, [-1.0, 1.0, 0.3, 0.6, 3.78, 5.2], { front: '#eef0ee', top: '#fbfbf9' }));
  doc.add(box(p, [-1.02, 1.02, 0.3, 0.62, 3.76, 4.3], { front: '#b4532a', top: '#c45f27' }));
  // side tables and lamps
  for (const X of [-1.75, 1.3]) {
    doc.add(box(p, [X, X + 0.45, 0, 0.55, 5.4, 5.9], { front: '#8a5a3b', top: '#a87550', side: '#6b4630' }));
    const [x, y] = p(X + 0.22, 0.55, 5.65);
    const s = p(X + 1.22, 0, 5.65)[0] - x;
    doc.add(
      `<circle cx="${r(x)}" cy="${r(y - s * 0.45)}" r="${r(s * 0.7)}" fill="${doc.rad([
        [0, '#ffe3a3', 0.6],
        [1, '#ffe3a3', 0],
      ])}"/>`,
    );
    doc.add(path(P.rect(x - s * 0.015, y - s * 0.3, s * 0.03, s * 0.3), '#3a3a3a'));
    doc.add(
      path(
        `M${r(x - s * 0.12)} ${r(y - s * 0.28)}L${r(x - s * 0.08)} ${r(y - s * 0.55)}H${r(x + s * 0.08)}L${r(x + s * 0.12)} ${r(y - s * 0.28)}z`,
        '#fff1d2',
      ),
    );
  }
  doc.add(plant(p, 2.1, 4.2, 1.6));
  doc.add(pendant(doc, p, 0, 3.2, 0.6, '#e9e2d6'));
  doc.add(
    `<rect width="${W}" height="${H}" fill="${doc.rad(
      [
        [0.6, '#10201d', 0],
        [1, '#10201d', 0.25],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`,
  );
  return doc.toString();
}

export const interiorScenes = [() => living(), kitchen, bedroom];
export { living };
