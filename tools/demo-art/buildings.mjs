/**
 * Buildings and street furniture: apartment towers, glass office towers, duplex villas, sheds,
 * cars, lamps, walls, gates, fences, pylons and small people.
 */
import { P, darken, lighten, mix, path, r } from './lib.mjs';
import { tone } from './nature.mjs';

const LIT = ['#ffd98c', '#ffc56e', '#ffe6b0', '#ffb95c'];

/** Maps a point on a tower's side face: u across (0 at the corner), yy a front-face height. */
function sideMapper(x, w, base, top, d, sT, sB, side) {
  const H = base - top;
  return (u, yy) => {
    const v = (base - yy) / H;
    const bot = base - d * sB * u;
    const tp = top + d * sT * u;
    const sx = side === 'right' ? x + w + d * u : x - d * u;
    return [sx, bot + (tp - bot) * v];
  };
}

/**
 * Residential tower with balconies, chajjas, service shaft, lobby and roof room. The facade is a
 * <pattern> of one floor (compact); lit windows are laid over it one by one.
 * o: {x, base, w, floors, fh, bays, d, side, style, pal:{wall, slab, accent, rail}, depth}
 */
export function tower(doc, m, rnd, o) {
  const { x, base, w, floors } = o;
  const fh = o.fh ?? 24;
  const bays = o.bays ?? 6;
  const depth = o.depth ?? 0;
  const style = o.style ?? 'balcony';
  const side = o.side ?? 'right';
  const d = o.d ?? w * 0.32;
  const pal = o.pal;
  const gfh = fh * 1.5;
  const par = fh * 0.5;
  const H = gfh + floors * fh + par;
  const top = base - H;
  const roofY = base - gfh - floors * fh;
  const S = sideMapper(x, w, base, top, d, o.sT ?? 0.22, o.sB ?? 0.03, side);
  const lit = m.lit * (o.litScale ?? 1);
  const T = (c, f = 'front') => tone(m, c, f, depth);
  const wallF = T(pal.wall);
  const wallS = T(pal.wall, 'side');
  const slabF = T(pal.slab ?? lighten(pal.wall, 0.5));
  const accF = T(pal.accent);
  const accS = T(pal.accent, 'side');
  const glassFill = doc.lin([
    [0, T(m.glass[0])],
    [1, T(mix(m.glass[0], m.glass[1], 0.75))],
  ]);
  const glassSide = T(darken(m.glass[1], 0.25), 'side');
  const shadowC = '#0a1020';
  const frameC = T(darken(pal.wall, 0.45));

  const pier = w * (style === 'glass' ? 0.018 : 0.03);
  const bayW = (w - pier * (bays + 1)) / bays;
  const cw = bayW + pier;
  const bx = (j) => x + pier + j * cw;
  const accentBay = o.accentBay ?? (style === 'glass' ? -1 : Math.floor(bays / 2));
  const period = style === 'balcony' ? 3 : 1;
  const isBalcony = (j) => (style === 'glass' ? false : style === 'frame' ? true : j % 3 !== 1);
  const st = fh * 0.13;
  // window rectangles within one floor cell for bay j (cell-local, bay starting at pier/2)
  const glassRect = (j) => {
    const b = pier / 2 + (j % period) * cw;
    if (style === 'glass') return [b, fh * 0.04, bayW, fh * 0.83 - st * 0.3];
    if (isBalcony(j)) return [b + bayW * 0.06, fh * 0.1, bayW * 0.88, fh * 0.9 - st];
    return [b + bayW * 0.14, fh * 0.28, bayW * 0.72, fh * 0.46];
  };
  let cGlass = '';
  let cFrame = '';
  let cShadow = P.rect(0, 0, cw * period, fh * 0.05);
  let cSlab = P.rect(0, fh - st, cw * period, st);
  let cRail = '';
  let cRailTop = '';
  for (let j = 0; j < period; j++) {
    const b = pier / 2 + j * cw;
    cGlass += P.rect(...glassRect(j));
    if (style === 'glass') continue;
    if (isBalcony(j)) {
      cSlab += P.rect(b - pier * 0.45, fh - st * 1.25, bayW + pier * 0.9, st * 1.25);
      cShadow += P.rect(b - pier * 0.45, 0, bayW + pier * 0.9, fh * 0.16);
      cRail += P.rect(b - pier * 0.4, fh - st * 1.25 - fh * 0.36, bayW + pier * 0.8, fh * 0.36);
      cRailTop += P.rect(
        b - pier * 0.4,
        fh - st * 1.25 - fh * 0.36,
        bayW + pier * 0.8,
        Math.max(1, fh * 0.045),
      );
      cFrame += P.rect(b + bayW * 0.5 - 0.5, fh * 0.1, 1, fh * 0.9 - st);
    } else {
      const [gx, gy, gw, gh] = glassRect(j);
      cFrame += P.rect(gx + gw * 0.5 - 0.6, gy, 1.2, gh) + P.rect(gx - 1, gy + gh, gw + 2, 1.6);
      cSlab += P.rect(b + bayW * 0.06, gy - fh * 0.1, bayW * 0.88, fh * 0.07);
      cShadow += P.rect(b + bayW * 0.1, gy - fh * 0.03, bayW * 0.8, fh * 0.08);
    }
  }
  const pid = doc.id('p');
  doc.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" x="${r(x + pier / 2)}" y="${r(roofY)}" width="${r(cw * period)}" height="${r(fh)}">` +
      path(cGlass, glassFill) +
      path(cFrame, frameC) +
      path(cShadow, shadowC, 'opacity=".18"') +
      path(cSlab, slabF) +
      path(cRail, pal.rail ?? '#dff1f7', `opacity="${m.lit > 0.3 ? 0.18 : 0.32}"`) +
      path(cRailTop, T('#7a8796')) +
      `</pattern>`,
  );
  // per-window overlays: lit windows at dusk, drawn curtains by day
  // windows drawn as thick strokes grouped by height: far more compact than rectangles
  const strokes = new Map();
  const win = (color, X, Y, ww, hh, op = 1) => {
    const key = `${color}|${r(hh)}|${op}`;
    strokes.set(key, (strokes.get(key) ?? '') + `M${r(X)} ${r(Y + hh / 2)}h${r(ww)}`);
  };
  for (let k = 0; k < floors; k++) {
    const yt = roofY + (floors - 1 - k) * fh;
    for (let j = 0; j < bays; j++) {
      if (j === accentBay) continue;
      const [gx, gy, gw, gh] = glassRect(j);
      const X = x + pier / 2 + Math.floor(j / period) * period * cw + gx;
      if (lit > 0 && rnd() < lit) {
        win(rnd() < 0.5 ? LIT[1] : LIT[2], X, yt + gy, gw, gh);
      } else if (m.lit < 0.3 && rnd() < 0.14) {
        win(T('#efe2c8'), X + (rnd() < 0.5 ? 0 : gw * 0.55), yt + gy, gw * 0.45, gh, 0.55);
      }
    }
  }
  let dAcc = '';
  let dVent = '';
  if (accentBay >= 0 && accentBay < bays) {
    const ax = bx(accentBay) - pier / 2;
    dAcc += P.rect(ax, roofY, cw, floors * fh);
    dVent = `<path d="M${r(ax + cw / 2)} ${r(roofY + fh * 0.3)}V${r(base - gfh)}" stroke="${frameC}" stroke-width="${r(bayW * 0.3)}" stroke-dasharray="${r(fh * 0.35)} ${r(fh * 0.65)}"/>`;
  }
  if (style === 'glass' || o.fins) {
    for (let j = 0; j <= bays; j += o.finStep ?? 1)
      dAcc += P.rect(x + j * cw - pier * 0.3, roofY, pier * 1.6, floors * fh);
  }
  // ground floor: lobby glazing, columns and canopy
  const lobby = [];
  const gy = base - gfh;
  lobby.push(path(P.rect(x, gy, w, gfh), T(darken(pal.wall, 0.08))));
  const lobbyGlass =
    m.lit > 0.3
      ? doc.lin([
          [0, '#ffe2a6'],
          [1, '#ffb766'],
        ])
      : glassFill;
  lobby.push(path(P.rect(x + w * 0.08, gy + gfh * 0.22, w * 0.84, gfh * 0.78), lobbyGlass));
  lobby.push(
    `<path d="M${r(x + w * 0.08)} ${r(gy + gfh * 0.61)}H${r(x + w * 0.93)}" stroke="${T(darken(pal.wall, 0.35))}" stroke-width="${r(gfh * 0.78)}" stroke-dasharray="3 ${r(w * 0.14 - 3)}"/>`,
  );
  lobby.push(path(P.rect(x + w * 0.28, gy + gfh * 0.08, w * 0.44, gfh * 0.14), accF));
  lobby.push(path(P.rect(x + w * 0.28, gy + gfh * 0.22, w * 0.44, gfh * 0.12), shadowC, 'opacity=".25"'));

  // crown: parapet and roof room
  const crown = [];
  crown.push(path(P.rect(x, top, w, par), o.accentParapet ? accF : wallF));
  crown.push(path(P.rect(x - 2, top, w + 4, par * 0.25), slabF));
  crown.push(path(P.rect(x, top + par, w, fh * 0.12), shadowC, 'opacity=".15"'));
  const rrX = x + w * (o.roofRoomAt ?? 0.55);
  const rrW = w * 0.24;
  const rrH = fh * 1.3;
  crown.push(path(P.rect(rrX, top - rrH, rrW, rrH), T(darken(pal.wall, 0.04))));
  crown.push(path(P.rect(rrX - 2, top - rrH, rrW + 4, 3), slabF));
  if (o.pergola !== false) {
    const px0 = x + w * (o.roofRoomAt ?? 0.55) > x + w * 0.4 ? x + w * 0.08 : x + w * 0.62;
    const pw = w * 0.3;
    crown.push(
      `<path d="M${r(px0)} ${r(top - fh * 0.45)}H${r(px0 + pw)}" stroke="${accF}" stroke-width="${r(fh * 0.9)}" stroke-dasharray="${r(fh * 0.12)} ${r(fh * 0.3)}"/>`,
    );
    crown.push(path(P.rect(px0 - 2, top - fh * 0.95, pw + 4, fh * 0.14), accF));
  }

  // side face
  const sideParts = [];
  const sidePoly = P.quad(S(0, base), S(1, base), S(1, top), S(0, top));
  sideParts.push(path(sidePoly, wallS));
  let sGlass = '';
  let sLit = '';
  let sSlab = '';
  const nc = Math.max(1, Math.round(d / (fh * 1.6)));
  for (let k = 0; k < floors; k++) {
    const yb = base - gfh - k * fh;
    const yt = yb - fh;
    sSlab += P.quad(S(0, yb), S(1, yb), S(1, yb - st), S(0, yb - st));
    for (let c = 0; c < nc; c++) {
      const u0 = (c + 0.25) / nc;
      const u1 = (c + 0.75) / nc;
      const q = P.quad(
        S(u0, yb - st - fh * 0.05),
        S(u1, yb - st - fh * 0.05),
        S(u1, yt + fh * 0.22),
        S(u0, yt + fh * 0.22),
      );
      if (lit > 0 && rnd() < lit * 0.8) sLit += q;
      else sGlass += q;
    }
  }
  sideParts.push(path(sGlass, glassSide));
  sideParts.push(path(sLit, LIT[1], 'opacity=".85"'));
  sideParts.push(path(sSlab, T(pal.slab ?? lighten(pal.wall, 0.5), 'side')));
  sideParts.push(
    path(
      P.quad(S(0, top + par * 0.25), S(1, top + par * 0.25), S(1, top), S(0, top)),
      T(lighten(pal.wall, 0.3), 'side'),
    ),
  );
  if (accentBay >= 0 && o.sideAccent) {
    sideParts.push(path(P.quad(S(0, base - gfh), S(0.22, base - gfh), S(0.22, roofY), S(0, roofY)), accS));
  }
  const rrSide =
    side === 'right'
      ? P.quad(
          [rrX + rrW, top],
          [rrX + rrW + rrW * 0.35, top + rrW * 0.35 * 0.18],
          [rrX + rrW + rrW * 0.35, top - rrH + rrW * 0.35 * 0.18],
          [rrX + rrW, top - rrH],
        )
      : P.quad(
          [rrX, top],
          [rrX - rrW * 0.35, top + rrW * 0.35 * 0.18],
          [rrX - rrW * 0.35, top - rrH + rrW * 0.35 * 0.18],
          [rrX, top - rrH],
        );
  const sideShade = doc.lin([
    [0, '#000000', 0],
    [1, '#000000', 0.22],
  ]);
  const frontLight = doc.lin(
    [
      [0, '#ffffff', 0.14],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.12],
    ],
    0,
    0,
    0.3,
    1,
  );
  const streaks = doc.lin(
    [
      [0.3, '#ffffff', 0],
      [0.42, '#ffffff', 0.12],
      [0.5, '#ffffff', 0],
      [0.62, '#ffffff', 0.07],
      [0.7, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  );
  return [
    sideParts.join(''),
    path(sidePoly, sideShade),
    path(rrSide, T(pal.wall, 'side')),
    path(
      P.rect(x, top, w, H),
      doc.lin([
        [0, lighten(wallF, 0.05)],
        [1, darken(wallF, 0.06)],
      ]),
    ),
    path(P.rect(x, roofY, w, floors * fh), `url(#${pid})`),
    [...strokes]
      .map(([key, dd]) => {
        const [c, sw, op] = key.split('|');
        return `<path d="${dd}" stroke="${c}" stroke-width="${sw}"${op !== '1' ? ` opacity="${op}"` : ''}/>`;
      })
      .join(''),
    path(dAcc, accF),
    dVent,
    lobby.join(''),
    crown.join(''),
    m.lit < 0.3 ? path(P.rect(x, roofY, w, floors * fh), streaks) : '',
    path(P.rect(x, top, w, H), frontLight),
    path(
      P.rect(x, base - gfh * 2.2, w, gfh * 2.2),
      doc.lin([
        [0, '#000000', 0],
        [1, '#000000', 0.16],
      ]),
    ),
  ].join('');
}

/** Ground shadow of a block, thrown to the right (dir 1) or left (-1). */
export function castShadow(x, base, w, len, dir, opacity) {
  const pts =
    dir > 0
      ? [
          [x, base],
          [x + w, base],
          [x + w + len, base + len * 0.12],
          [x + len * 0.6, base + len * 0.12],
        ]
      : [
          [x, base],
          [x + w, base],
          [x + w - len * 0.6, base + len * 0.12],
          [x - len, base + len * 0.12],
        ];
  return path(P.poly(pts), '#0a1422', `opacity="${opacity}"`);
}

/** Glass office tower with a curtain-wall grid, spandrels and a sloped crown. */
export function glassTower(doc, m, rnd, o) {
  const { x, base, w, floors } = o;
  const fh = o.fh ?? 20;
  const d = o.d ?? w * 0.3;
  const depth = o.depth ?? 0;
  const side = o.side ?? 'right';
  const H = floors * fh + fh * 0.6;
  const crownH = o.crownH ?? fh * 2.4;
  const top = base - H;
  const S = sideMapper(x, w, base, top, d, 0.22, 0.03, side);
  const T = (c, f = 'front') => tone(m, c, f, depth);
  const tint = o.tint ?? '#6aa3c9';
  const glassF = doc.lin(
    [
      [0, T(mix(m.sky[0][1], tint, 0.45))],
      [0.5, T(mix(m.glass[0], tint, 0.5))],
      [1, T(darken(mix(m.glass[1], tint, 0.4), 0.15))],
    ],
    0,
    0,
    0.5,
    1,
  );
  const glassS = doc.lin([
    [0, T(darken(mix(m.glass[0], tint, 0.5), 0.25), 'side')],
    [1, T(darken(m.glass[1], 0.35), 'side')],
  ]);
  let grid = '';
  let spand = '';
  let lit = '';
  const cols = Math.max(4, Math.round(w / (o.module ?? 16)));
  for (let k = 0; k < floors; k++) {
    const yy = base - fh * 0.6 - k * fh;
    spand += P.rect(x, yy - fh * 0.2, w, fh * 0.2);
    if (m.lit > 0.3) {
      // offices lit in runs along a floor
      let c = Math.floor(rnd() * 3);
      while (c < cols) {
        const run = 2 + Math.floor(rnd() * 5);
        if (rnd() < m.lit * 0.9)
          lit += `M${r(x + (c * w) / cols)} ${r(yy - fh * 0.6)}h${r((Math.min(run, cols - c) * w) / cols)}`;
        c += run + Math.floor(rnd() * 3);
      }
    }
  }
  for (let c = 1; c < cols; c++) grid += P.rect(x + (c * w) / cols - 0.5, top, 1, H);
  let sGrid = '';
  const sc = Math.max(2, Math.round(d / (o.module ?? 16)));
  for (let c = 1; c < sc; c++)
    sGrid += P.quad(
      S(c / sc - 0.01, base),
      S(c / sc + 0.01, base),
      S(c / sc + 0.01, top),
      S(c / sc - 0.01, top),
    );
  let sSpand = '';
  for (let k = 0; k < floors; k++) {
    const yy = base - fh * 0.6 - k * fh;
    sSpand += P.quad(S(0, yy), S(1, yy), S(1, yy - fh * 0.2), S(0, yy - fh * 0.2));
  }
  // sloped crown
  const cTop = top - crownH;
  const crownF =
    side === 'right'
      ? P.poly([
          [x, top],
          [x + w, top],
          [x + w, cTop],
          [x, cTop + crownH * 0.65],
        ])
      : P.poly([
          [x, top],
          [x + w, top],
          [x + w, cTop + crownH * 0.65],
          [x, cTop],
        ]);
  const crownS = P.quad(
    S(0, top),
    S(1, top),
    S(1, side === 'right' ? cTop : cTop + crownH * 0.65),
    S(0, side === 'right' ? cTop : cTop + crownH * 0.65),
  );
  const frameC = T(o.frame ?? '#e9edf1');
  const frameS = T(o.frame ?? '#e9edf1', 'side');
  const sidePoly = P.quad(S(0, base), S(1, base), S(1, top), S(0, top));
  return [
    path(sidePoly, glassS),
    path(sSpand, T('#263549', 'side'), 'opacity=".5"'),
    path(sGrid, frameS, 'opacity=".5"'),
    path(crownS, glassS),
    path(crownS, '#000000', 'opacity=".12"'),
    path(P.rect(x, top, w, H), glassF),
    path(
      P.rect(x, top, w, H),
      doc.lin(
        [
          [0.2, '#ffffff', 0],
          [0.35, '#ffffff', m.lit > 0.3 ? 0.05 : 0.3],
          [0.45, '#ffffff', 0],
          [0.7, '#ffffff', m.lit > 0.3 ? 0.03 : 0.16],
          [0.8, '#ffffff', 0],
        ],
        0,
        0,
        1,
        0.8,
      ),
    ),
    lit ? `<path d="${lit}" stroke="#ffd992" stroke-width="${r(fh * 0.78)}" opacity=".7"/>` : '',
    path(spand, T('#1f2b3d'), 'opacity=".45"'),
    path(grid, frameC, 'opacity=".55"'),
    path(crownF, glassF),
    path(
      crownF,
      doc.lin([
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ]),
    ),
    `<path d="${crownF}" fill="none" stroke="${frameC}" stroke-width="3"/>`,
    path(P.rect(x - 2, top - 3, w + 4, 5), frameC),
    path(
      P.rect(x, base - fh * 2.2, w, fh * 2.2),
      doc.lin([
        [0, '#000000', 0],
        [1, '#000000', 0.2],
      ]),
    ),
  ].join('');
}

/** Podium / retail base with shopfronts, canopy and blank sign bands. */
export function podium(doc, m, rnd, o) {
  const { x, base, w, h } = o;
  const d = o.d ?? 40;
  const T = (c, f = 'front') => tone(m, c, f, o.depth ?? 0);
  const S = sideMapper(x, w, base, base - h, d, 0.2, 0.03, 'right');
  const out = [];
  out.push(
    path(P.quad(S(0, base), S(1, base), S(1, base - h), S(0, base - h)), T(o.wall ?? '#d9d4cc', 'side')),
  );
  out.push(path(P.rect(x, base - h, w, h), T(o.wall ?? '#e9e4dc')));
  const shop =
    m.lit > 0.3
      ? doc.lin([
          [0, '#ffe6b5'],
          [1, '#f6b56b'],
        ])
      : doc.lin([
          [0, T('#a9c6dc')],
          [1, T('#4b6b88')],
        ]);
  const n = o.shops ?? 5;
  const sw = w / n;
  let glass = '';
  let mull = '';
  for (let i = 0; i < n; i++) {
    const sx = x + i * sw + 6;
    glass += P.rect(sx, base - h * 0.46, sw - 12, h * 0.46);
    mull += P.rect(sx + (sw - 12) / 2 - 1, base - h * 0.46, 2, h * 0.46);
    glass += P.rect(sx, base - h * 0.95, sw - 12, h * 0.28);
  }
  out.push(path(glass, shop));
  out.push(path(mull, T('#3b4656')));
  const signCols = o.signs ?? ['#1f7a70', '#c45f27', '#13213a', '#3f978d', '#dd7a40'];
  for (let i = 0; i < n; i++)
    out.push(
      path(P.rect(x + i * sw + 6, base - h * 0.6, sw - 12, h * 0.08), T(signCols[i % signCols.length])),
    );
  out.push(path(P.rect(x - 4, base - h * 0.5, w + 8, h * 0.04), T('#f4f1ec')));
  out.push(path(P.rect(x - 4, base - h * 0.46, w + 8, h * 0.05), '#000000', 'opacity=".16"'));
  out.push(path(P.rect(x - 3, base - h - 3, w + 6, 5), T('#f4f1ec')));
  return out.join('');
}

/**
 * Modern G+1 duplex villa: two-storey main block, car porch with a cantilevered upper room,
 * balcony with glass railing, timber screen, stone pier and a tiled sloped roof.
 * o: {x, base, w, pal:{wall, accent, roof, wood, stone}, roof:'mono'|'gable'|'flat', mirror}
 */
export function duplex(doc, m, rnd, o) {
  const { x, base, w } = o;
  const pal = o.pal;
  const depth = o.depth ?? 0;
  const T = (c, f = 'front') => tone(m, c, f, depth);
  const s = w / 420;
  const gh = 92 * s;
  const fh = 88 * s;
  const par = 14 * s;
  const mainW = w * 0.58;
  const litOn = m.lit > 0.3;
  const glassF = litOn
    ? doc.lin([
        [0, '#ffe2a2'],
        [1, '#f7ae5c'],
      ])
    : doc.lin(
        [
          [0, T(m.glass[0])],
          [1, T(m.glass[1])],
        ],
        0,
        0,
        0.4,
        1,
      );
  const out = [];
  const sideD = 46 * s;
  const y1 = base - gh;
  const y2 = y1 - fh;
  const y3 = y2 - par;
  const wallF = T(pal.wall);
  const wallS = T(pal.wall, 'side');
  const acc = T(pal.accent);
  const dark = T('#2a3240');
  const slab = T('#f7f4ee');
  // side face of the whole house (right)
  out.push(
    path(
      P.poly([
        [x + w, base],
        [x + w + sideD, base - sideD * 0.05],
        [x + w + sideD, y3 + sideD * 0.2],
        [x + w, y3],
      ]),
      wallS,
    ),
  );
  out.push(
    path(
      P.poly([
        [x + w + sideD * 0.3, y1 - fh * 0.25],
        [x + w + sideD * 0.7, y1 - fh * 0.22],
        [x + w + sideD * 0.7, y1 - fh * 0.7],
        [x + w + sideD * 0.3, y1 - fh * 0.75],
      ]),
      T(darken(m.glass[1], 0.2), 'side'),
    ),
  );
  // main block
  out.push(
    path(
      P.rect(x, y3, mainW, base - y3),
      doc.lin([
        [0, lighten(wallF, 0.04)],
        [1, darken(wallF, 0.05)],
      ]),
    ),
  );
  // upper room over porch (accent cladding)
  const rx = x + mainW;
  const rw = w - mainW;
  out.push(path(P.rect(rx, y3 + par * 0.4, rw, fh + par * 0.6), acc));
  // timber slats on the accent room
  let slats = '';
  for (let i = 0; i < 10; i++)
    slats += P.rect(rx + rw * 0.56 + i * rw * 0.04, y2 + fh * 0.12, rw * 0.018, fh * 0.76);
  out.push(path(slats, T(darken(pal.accent, 0.3)), 'opacity=".6"'));
  // upper room window
  out.push(path(P.rect(rx + rw * 0.1, y2 + fh * 0.2, rw * 0.4, fh * 0.6), glassF));
  out.push(path(P.rect(rx + rw * 0.1 + rw * 0.2 - 1 * s, y2 + fh * 0.2, 2 * s, fh * 0.6), dark));
  // porch: slab underside shadow, columns, car space
  out.push(path(P.rect(rx, y1, rw, gh), T(darken(pal.wall, 0.3), 'shade')));
  if (o.garage !== false) {
    // sectional garage door
    const gx = rx + rw * 0.06;
    const gw = rw * 0.8;
    out.push(
      path(
        P.rect(gx, y1 + gh * 0.16, gw, gh * 0.84),
        doc.lin([
          [0, T(o.garageColor ?? '#8d7a66')],
          [1, T(darken(o.garageColor ?? '#8d7a66', 0.2))],
        ]),
      ),
    );
    let pan = '';
    for (let i = 1; i < 6; i++) pan += `M${r(gx)} ${r(y1 + gh * 0.16 + (i * gh * 0.84) / 6)}h${r(gw)}`;
    out.push(
      `<path d="${pan}" stroke="${T(darken(o.garageColor ?? '#8d7a66', 0.35))}" stroke-width="${r(1.5 * s)}"/>`,
    );
  }
  out.push(path(P.rect(rx, y1, rw, gh * 0.12), '#000000', 'opacity=".25"'));
  out.push(path(P.rect(rx + rw - 10 * s, y1, 8 * s, gh), T(pal.stone ?? '#b9ab97')));
  out.push(path(P.rect(rx - 2 * s, y1 - 6 * s, rw + 4 * s, 7 * s), slab));
  // main block: ground floor big window + door, first floor balcony
  const doorX = x + mainW * 0.66;
  out.push(path(P.rect(doorX, y1 + gh * 0.18, mainW * 0.16, gh * 0.82), T(pal.wood ?? '#8a5a3b')));
  let doorLines = '';
  for (let i = 1; i < 6; i++)
    doorLines += P.rect(doorX + (i * mainW * 0.16) / 6, y1 + gh * 0.18, 0.8 * s, gh * 0.82);
  out.push(path(doorLines, T(darken(pal.wood ?? '#8a5a3b', 0.3))));
  out.push(path(P.rect(doorX + mainW * 0.13, y1 + gh * 0.55, 1.5 * s, gh * 0.15), T('#d9c7a0')));
  // stone pier beside the door
  const stone = T(pal.stone ?? '#b9ab97');
  out.push(path(P.rect(x + mainW * 0.86, y1 - fh * 0.2, mainW * 0.14, gh + fh * 0.2), stone));
  let joints = '';
  for (let yy = y1 - fh * 0.2 + 8 * s; yy < base; yy += 9 * s) {
    joints += P.rect(x + mainW * 0.86, yy, mainW * 0.14, 0.8 * s);
    const off = rnd() * mainW * 0.12;
    joints += P.rect(x + mainW * 0.86 + off, yy - 9 * s, 0.8 * s, 9 * s);
  }
  out.push(path(joints, T(darken(pal.stone ?? '#b9ab97', 0.3)), 'opacity=".6"'));
  // ground floor window with frame
  out.push(path(P.rect(x + mainW * 0.08, y1 + gh * 0.2, mainW * 0.48, gh * 0.6), glassF));
  let mul =
    P.rect(x + mainW * 0.08 + mainW * 0.16, y1 + gh * 0.2, 1.6 * s, gh * 0.6) +
    P.rect(x + mainW * 0.08 + mainW * 0.32, y1 + gh * 0.2, 1.6 * s, gh * 0.6);
  mul +=
    P.rect(x + mainW * 0.08, y1 + gh * 0.2, mainW * 0.48, 2 * s) +
    P.rect(x + mainW * 0.08, y1 + gh * 0.8 - 2 * s, mainW * 0.48, 2 * s);
  out.push(path(mul, dark));
  out.push(path(P.rect(x + mainW * 0.05, y1 + gh * 0.12, mainW * 0.54, 5 * s), slab));
  out.push(
    path(P.rect(x + mainW * 0.06, y1 + gh * 0.12 + 5 * s, mainW * 0.52, 5 * s), '#000000', 'opacity=".14"'),
  );
  // first floor: recessed balcony with glass railing
  out.push(
    path(
      P.rect(x + mainW * 0.08, y2 + fh * 0.08, mainW * 0.62, fh * 0.92),
      T(darken(pal.wall, 0.16), 'shade'),
    ),
  );
  out.push(path(P.rect(x + mainW * 0.14, y2 + fh * 0.16, mainW * 0.5, fh * 0.84), glassF));
  out.push(path(P.rect(x + mainW * 0.14 + mainW * 0.25, y2 + fh * 0.16, 1.6 * s, fh * 0.84), dark));
  out.push(path(P.rect(x + mainW * 0.08, y2 + fh * 0.08, mainW * 0.62, fh * 0.1), '#000000', 'opacity=".2"'));
  out.push(path(P.rect(x + mainW * 0.04, y1 - 7 * s, mainW * 0.7, 8 * s), slab));
  out.push(
    path(
      P.rect(x + mainW * 0.05, y1 - 7 * s - fh * 0.32, mainW * 0.68, fh * 0.32),
      '#e6f4fa',
      'opacity=".35"',
    ),
  );
  out.push(path(P.rect(x + mainW * 0.05, y1 - 7 * s - fh * 0.32, mainW * 0.68, 2 * s), T('#6f7a86')));
  // small window top right of main block
  out.push(path(P.rect(x + mainW * 0.76, y2 + fh * 0.25, mainW * 0.08, fh * 0.5), glassF));
  // parapet coping and a roof water tank
  out.push(path(P.rect(x - 3 * s, y3 - 2 * s, mainW + 3 * s, 5 * s), slab));
  if (o.tank !== false) {
    const tx = x + mainW * 0.2;
    out.push(path(P.rect(tx - 2 * s, y3 - 8 * s, 30 * s, 6 * s), T('#9a948a')));
    out.push(
      path(
        P.rrect(tx, y3 - 34 * s, 26 * s, 27 * s, 4 * s),
        doc.lin(
          [
            [0, T('#3a3f47')],
            [0.4, T('#5a616c')],
            [1, T('#24282e')],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    out.push(path(P.rect(tx + 8 * s, y3 - 38 * s, 10 * s, 4 * s), T('#2a2e35')));
  }
  // roof element
  const roofC = T(pal.roof ?? '#b4532a');
  const roofS = T(darken(pal.roof ?? '#b4532a', 0.25));
  if ((o.roof ?? 'mono') === 'mono') {
    const pts = [
      [rx - 10 * s, y3 + par * 0.4],
      [x + w + 12 * s, y3 - 46 * s],
      [x + w + 12 * s, y3 - 38 * s],
      [rx - 10 * s, y3 + par * 0.4 + 8 * s],
    ];
    out.push(path(P.poly(pts), roofC));
    out.push(
      path(
        P.poly([pts[3], pts[2], [x + w + 12 * s, y3 - 34 * s], [rx - 10 * s, y3 + par * 0.4 + 12 * s]]),
        roofS,
      ),
    );
    out.push(
      path(
        P.poly([
          [rx, y3 + par * 0.4],
          [x + w, y3 - 40 * s],
          [x + w, y3 + par * 0.4],
        ]),
        acc,
      ),
    );
  } else if (o.roof === 'gable') {
    const cx = rx + rw / 2;
    const pts = [
      [rx - 12 * s, y3 + par * 0.6],
      [cx, y3 - 50 * s],
      [x + w + 12 * s, y3 + par * 0.6],
    ];
    out.push(
      path(
        P.poly([
          pts[0],
          pts[1],
          pts[2],
          [x + w + 12 * s, y3 + par * 0.6 + 8 * s],
          [cx, y3 - 42 * s],
          [rx - 12 * s, y3 + par * 0.6 + 8 * s],
        ]),
        roofC,
      ),
    );
    out.push(
      path(
        P.poly([
          [rx, y3 + par * 0.6 + 8 * s],
          [cx, y3 - 40 * s],
          [x + w, y3 + par * 0.6 + 8 * s],
        ]),
        acc,
      ),
    );
    out.push(path(P.circle(cx, y3 - 12 * s, 7 * s), glassF));
  } else {
    out.push(path(P.rect(rx - 4 * s, y3 - 2 * s, rw + 8 * s, 6 * s), slab));
    // pergola
    let perg = '';
    for (let i = 0; i < 7; i++)
      perg += P.rect(x + mainW * 0.1 + i * mainW * 0.12, y3 - 24 * s, 3 * s, 24 * s);
    perg += P.rect(x + mainW * 0.06, y3 - 26 * s, mainW * 0.8, 4 * s);
    out.push(path(perg, T(pal.wood ?? '#8a5a3b')));
  }
  // wall lights
  if (litOn) {
    out.push(
      `<circle cx="${r(doorX - 8 * s)}" cy="${r(y1 + gh * 0.35)}" r="${r(26 * s)}" fill="${doc.rad([
        [0, '#ffd58a', 0.6],
        [1, '#ffd58a', 0],
      ])}"/>`,
    );
  }
  out.push(path(P.rect(doorX - 10 * s, y1 + gh * 0.3, 4 * s, 9 * s), litOn ? '#ffe3a3' : T('#37404d')));
  // plinth and steps
  out.push(path(P.rect(x - 4 * s, base - 6 * s, w + 4 * s, 6 * s), T('#cfc7b9')));
  out.push(path(P.rect(doorX - 8 * s, base - 4 * s, mainW * 0.16 + 16 * s, 4 * s), T('#e4ddd0')));
  // overall light
  out.push(
    path(
      P.rect(x, y3, w, base - y3),
      doc.lin([
        [0, '#ffffff', 0.08],
        [1, '#000000', 0.1],
      ]),
    ),
  );
  return out.join('');
}

/** Side-view car, length L, wheels on `base`. */
export function car(doc, m, x, base, L, color, opts = {}) {
  const s = L / 100;
  const flip = opts.flip ? `translate(${r(2 * x + L)} 0) scale(-1 1)` : '';
  const body = opts.suv
    ? 'M3 27L1 15Q2 9 8 8.5L20 7Q26 0 34 0L70 0Q74 0 80 7L92 9Q99 11 99 17L98 26Z'
    : 'M3 27L1 17Q2 12 8 11.5L22 10.5Q30 2 38 1.5L62 1.5Q68 2 76 10L92 12.5Q99 14 99 19L98 26Z';
  const win = opts.suv
    ? 'M23 7.5L34 2.2H50V7.5ZM53 2.2H69L77 7.5H53Z'
    : 'M25 10.5L37 3.5H49V10.5ZM52 3.5H61L71 10.5H52Z';
  const T = (c) => tone(m, c, 'front', opts.depth ?? 0);
  const bodyFill = doc.lin([
    [0, T(lighten(color, 0.25))],
    [0.55, T(color)],
    [1, T(darken(color, 0.35))],
  ]);
  const lit = m.lit > 0.3;
  const inner = [
    path(P.ellipse(50, 27.5, 52, 3.2), '#000000', 'opacity=".28"'),
    path(body, bodyFill),
    path(win, T('#1c2633')),
    path(opts.suv ? 'M25 6L33 2.8H40L30 6Z' : 'M27 9.6L37 4.3H43L31 9.6Z', '#ffffff', 'opacity=".25"'),
    path('M5 18.5H96', 'none', `stroke="${T(darken(color, 0.3))}" stroke-width=".6"`),
    path('M50 12V25', 'none', `stroke="${T(darken(color, 0.3))}" stroke-width=".5"`),
    path(P.rect(93, 15.5, 5, 2.2), lit ? '#fff3c4' : '#f3f1e8'),
    path(P.rect(1.5, 15.5, 3.5, 2), '#c8302c'),
    path(P.circle(20, 26, 8.6) + P.circle(80, 26, 8.6), T('#111827')),
    path(P.circle(20, 26, 6.6) + P.circle(80, 26, 6.6), T('#1f2430')),
    path(P.circle(20, 26, 3.6) + P.circle(80, 26, 3.6), T('#b8c0cc')),
  ];
  return `<g transform="${flip} translate(${r(x)} ${r(base - 34 * s)}) scale(${r(s * 100) / 100})">${inner.join('')}</g>`;
}

/** Street lamp post, glowing when the mood is dark. */
export function lamp(doc, m, x, base, h, opts = {}) {
  const c = tone(m, opts.color ?? '#2c3442');
  const lit = m.lit > 0.3;
  const dir = opts.dir ?? 1;
  let out = path(
    P.rect(x - h * 0.012, base - h, h * 0.024, h) + P.rect(x - h * 0.03, base - h * 0.06, h * 0.06, h * 0.06),
    c,
  );
  out += `<path d="M${r(x)} ${r(base - h)}q0 ${r(-h * 0.06)} ${r(dir * h * 0.12)} ${r(-h * 0.06)}" fill="none" stroke="${c}" stroke-width="${r(h * 0.018)}"/>`;
  const lx = x + dir * h * 0.13;
  const ly = base - h * 1.05;
  out += path(P.rrect(lx - h * 0.05, ly, h * 0.1, h * 0.03, h * 0.012), c);
  if (lit) {
    out += `<circle cx="${r(lx)}" cy="${r(ly + h * 0.05)}" r="${r(h * 0.35)}" fill="${doc.rad([
      [0, '#ffd68f', 0.55],
      [0.4, '#ffd68f', 0.15],
      [1, '#ffd68f', 0],
    ])}"/>`;
    out += path(P.ellipse(lx, ly + h * 0.032, h * 0.045, h * 0.012), '#fff5d6');
  }
  return out;
}

/** Bollard/garden light: small glowing post. */
export function bollard(doc, m, x, base, h) {
  const lit = m.lit > 0.3;
  let out = path(P.rect(x - h * 0.15, base - h, h * 0.3, h), tone(m, '#39414d'));
  out += path(P.rect(x - h * 0.15, base - h * 0.9, h * 0.3, h * 0.18), lit ? '#ffe3a3' : tone(m, '#c9ced6'));
  if (lit)
    out += `<circle cx="${r(x)}" cy="${r(base - h * 0.8)}" r="${r(h * 1.4)}" fill="${doc.rad([
      [0, '#ffd68f', 0.45],
      [1, '#ffd68f', 0],
    ])}"/>`;
  return out;
}

/** Low compound wall with coping from x0 to x1, height h, and optional gap for a gate. */
export function boundaryWall(doc, m, x0, x1, base, h, opts = {}) {
  const gate = opts.gate;
  const wallC = tone(m, opts.color ?? '#e7dfd2');
  const cap = tone(m, opts.cap ?? '#f6f2ea');
  const segs = gate
    ? [
        [x0, gate[0]],
        [gate[1], x1],
      ]
    : [[x0, x1]];
  let d = '';
  let capD = '';
  let pillars = '';
  for (const [a, b] of segs) {
    if (b <= a) continue;
    d += P.rect(a, base - h, b - a, h);
    capD += P.rect(a - 2, base - h - 4, b - a + 4, 5);
  }
  let grill = '';
  if (opts.grill) {
    for (const [a, b] of segs) {
      grill += `<path d="M${r(a + 6)} ${r(base - h - 4 - h * 0.3)}H${r(b - 4)}" stroke="${tone(m, '#2f3845')}" stroke-width="${r(h * 0.6)}" stroke-dasharray="1.6 6.4"/>`;
      grill += path(P.rect(a, base - h - 4 - h * 0.6, b - a, 2), tone(m, '#2f3845'));
    }
  }
  if (gate) {
    for (const px of [gate[0] - 14, gate[1]]) {
      pillars += P.rect(px, base - h * 1.7, 14, h * 1.7);
    }
  }
  let out =
    path(d, wallC) +
    path(capD, cap) +
    path(P.rect(x0, base - h * 0.25, x1 - x0, h * 0.25), '#000000', 'opacity=".08"');
  out += grill;
  if (gate) {
    out += path(pillars, tone(m, opts.pillar ?? '#c45f27'));
    out += path(
      P.rect(gate[0] - 16, base - h * 1.7 - 4, 18, 5) + P.rect(gate[1] - 2, base - h * 1.7 - 4, 18, 5),
      cap,
    );
    // sliding gate with horizontal slats
    let slats = '';
    const gw = gate[1] - gate[0];
    for (let yy = base - h * 1.25; yy < base - 3; yy += h * 0.16) slats += P.rect(gate[0], yy, gw, h * 0.09);
    slats +=
      P.rect(gate[0], base - h * 1.25, 2, h * 1.25) +
      P.rect(gate[1] - 2, base - h * 1.25, 2, h * 1.25) +
      P.rect(gate[0] + gw / 2 - 1, base - h * 1.25, 2, h * 1.25);
    out += path(slats, tone(m, opts.gateColor ?? '#2b3340'));
    if (m.lit > 0.3) {
      for (const px of [gate[0] - 7, gate[1] + 7]) {
        out += `<circle cx="${px}" cy="${r(base - h * 1.7 - 10)}" r="22" fill="${doc.rad([
          [0, '#ffd68f', 0.6],
          [1, '#ffd68f', 0],
        ])}"/>`;
      }
    }
    out += path(
      P.rect(gate[0] - 11, base - h * 1.7 - 14, 8, 10) + P.rect(gate[1] + 3, base - h * 1.7 - 14, 8, 10),
      m.lit > 0.3 ? '#ffe7b0' : tone(m, '#f1ede4'),
    );
  }
  return out;
}

/** Small standing person, height h, with given clothes. */
export function person(m, x, base, h, shirt, opts = {}) {
  const T = (c) => tone(m, c, 'front', opts.depth ?? 0);
  const skin = T(opts.skin ?? '#b57a55');
  const hair = T(opts.hair ?? '#1d1a1a');
  const legs = T(opts.legs ?? '#2f3b52');
  const u = h / 100;
  const dress = opts.dress;
  let out = path(P.ellipse(x, base, 14 * u, 3 * u), '#000000', 'opacity=".15"');
  if (dress) {
    out += path(
      `M${r(x - 9 * u)} ${r(base - 60 * u)}L${r(x + 9 * u)} ${r(base - 60 * u)}L${r(x + 15 * u)} ${r(base - 4 * u)}L${r(x - 15 * u)} ${r(base - 4 * u)}z`,
      T(shirt),
    );
    out += path(
      P.rect(x - 6 * u, base - 6 * u, 4 * u, 6 * u) + P.rect(x + 2 * u, base - 6 * u, 4 * u, 6 * u),
      skin,
    );
  } else {
    out += path(
      P.rrect(x - 8 * u, base - 48 * u, 7.5 * u, 48 * u, 3 * u) +
        P.rrect(x + 0.5 * u, base - 48 * u, 7.5 * u, 48 * u, 3 * u),
      legs,
    );
  }
  out += path(
    P.rrect(x - 11 * u, base - 82 * u, 22 * u, dress ? 30 * u : 38 * u, 8 * u),
    T(dress ? (opts.top ?? shirt) : shirt),
  );
  out += path(
    P.rrect(x - 15 * u, base - 80 * u, 6 * u, 30 * u, 3 * u) +
      P.rrect(x + 9 * u, base - 80 * u, 6 * u, 30 * u, 3 * u),
    T(dress ? (opts.top ?? shirt) : shirt),
  );
  out += path(P.rect(x - 3 * u, base - 86 * u, 6 * u, 6 * u), skin);
  out += path(P.circle(x, base - 92 * u, 8 * u), skin);
  out += path(
    opts.long
      ? `M${r(x - 9 * u)} ${r(base - 90 * u)}a${r(9 * u)} ${r(9.5 * u)} 0 1 1 ${r(18 * u)} 0v${r(16 * u)}h${r(-4 * u)}v${r(-12 * u)}q${r(-5 * u)} ${r(-6 * u)} ${r(-10 * u)} ${r(-6 * u)}v${r(18 * u)}h${r(-4 * u)}z`
      : `M${r(x - 8.5 * u)} ${r(base - 91 * u)}a${r(8.5 * u)} ${r(9 * u)} 0 1 1 ${r(17 * u)} 0q${r(-8 * u)} ${r(-5 * u)} ${r(-17 * u)} 0z`,
    hair,
  );
  return out;
}

/** Chain-link / wire fence from x0 to x1 with posts. */
export function fence(m, x0, y0, x1, y1, h, color = '#4a4f57', opts = {}) {
  let posts = '';
  const n = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / (opts.gap ?? 40)));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = x0 + (x1 - x0) * t;
    const py = y0 + (y1 - y0) * t;
    const hh = h * (opts.scale ? opts.scale(t) : 1);
    posts += P.rect(px - hh * 0.025, py - hh, hh * 0.05, hh);
  }
  const h0 = h * (opts.scale ? opts.scale(0) : 1);
  const h1 = h * (opts.scale ? opts.scale(1) : 1);
  let wires = '';
  for (const f of [0.2, 0.45, 0.7, 0.95]) wires += `M${r(x0)} ${r(y0 - h0 * f)}L${r(x1)} ${r(y1 - h1 * f)}`;
  let mesh = '';
  if (opts.mesh)
    mesh = path(
      P.poly([
        [x0, y0 - h0 * 0.1],
        [x1, y1 - h1 * 0.1],
        [x1, y1 - h1 * 0.95],
        [x0, y0 - h0 * 0.95],
      ]),
      tone(m, color),
      'opacity=".16"',
    );
  return (
    mesh +
    `<path d="${wires}" fill="none" stroke="${tone(m, color)}" stroke-width="${r(Math.max(0.7, h * 0.012))}" opacity=".8"/>` +
    path(posts, tone(m, opts.post ?? color))
  );
}

/** Steel lattice transmission pylon. */
export function pylon(m, x, base, h, color) {
  const c = tone(m, color ?? '#6a7380');
  const w = h * 0.22;
  const pts = (t) => w * (1 - t * 0.82);
  let d = `M${r(x - w)} ${r(base)}L${r(x - pts(1))} ${r(base - h)}M${r(x + w)} ${r(base)}L${r(x + pts(1))} ${r(base - h)}`;
  for (let i = 0; i < 7; i++) {
    const t0 = i / 7;
    const t1 = (i + 1) / 7;
    d += `M${r(x - pts(t0))} ${r(base - h * t0)}L${r(x + pts(t1))} ${r(base - h * t1)}M${r(x + pts(t0))} ${r(base - h * t0)}L${r(x - pts(t1))} ${r(base - h * t1)}`;
  }
  for (const t of [0.62, 0.8])
    d += `M${r(x - w * 1.3)} ${r(base - h * t)}L${r(x + w * 1.3)} ${r(base - h * t)}`;
  d += `M${r(x - pts(1))} ${r(base - h)}L${r(x)} ${r(base - h * 1.08)}L${r(x + pts(1))} ${r(base - h)}`;
  return `<path d="${d}" fill="none" stroke="${c}" stroke-width="${r(Math.max(0.8, h * 0.012))}" stroke-linejoin="round"/>`;
}

/** Industrial shed with a sawtooth or pitched roof. */
export function shed(doc, m, x, base, w, h, o = {}) {
  const T = (c, f = 'front') => tone(m, c, f, o.depth ?? 0);
  const d = o.d ?? w * 0.4;
  const wallC = o.wall ?? '#d7dbe0';
  let out = '';
  // side (gable end on left, long side on right in perspective)
  out += path(
    P.poly([
      [x + w, base],
      [x + w + d, base - d * 0.12],
      [x + w + d, base - h - d * 0.12],
      [x + w, base - h],
    ]),
    T(wallC, 'side'),
  );
  let ribs = '';
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    ribs += `M${r(x + w + d * t)} ${r(base - d * 0.12 * t)}V${r(base - h - d * 0.12 * t)}`;
  }
  out += `<path d="${ribs}" stroke="${T(darken(wallC, 0.3), 'side')}" stroke-width=".8" opacity=".5"/>`;
  // front gable
  const ridge = h * 0.35;
  out += path(
    P.poly([
      [x, base],
      [x + w, base],
      [x + w, base - h],
      [x + w / 2, base - h - ridge],
      [x, base - h],
    ]),
    T(wallC),
  );
  let fr = '';
  for (let i = 1; i < 10; i++)
    fr += `M${r(x + (w * i) / 10)} ${r(base)}V${r(base - h - ridge * (1 - Math.abs(i / 10 - 0.5) * 2))}`;
  out += `<path d="${fr}" stroke="${T(darken(wallC, 0.2))}" stroke-width=".8" opacity=".5"/>`;
  // roof plane
  out += path(
    P.poly([
      [x + w / 2, base - h - ridge],
      [x + w / 2 + d, base - h - ridge - d * 0.12],
      [x + w + d, base - h - d * 0.12],
      [x + w, base - h],
    ]),
    T(o.roof ?? '#9aa6b2'),
  );
  // rolling shutter + strip window
  out += path(P.rect(x + w * 0.3, base - h * 0.7, w * 0.4, h * 0.7), T('#8c96a2'));
  let sl = '';
  for (let yy = base - h * 0.7 + 3; yy < base; yy += 4) sl += P.rect(x + w * 0.3, yy, w * 0.4, 0.7);
  out += path(sl, T('#5f6a77'));
  out += path(P.rect(x + w * 0.08, base - h * 0.92, w * 0.84, h * 0.08), T(o.band ?? '#1f7a70'));
  return out;
}
