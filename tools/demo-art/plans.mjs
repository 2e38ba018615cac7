/**
 * Architectural floor plans (2 BHK, 3 BHK, duplex ground level) as clean line drawings on white.
 * Rooms are given in feet; walls come from stroking every room (thick) then filling and stroking
 * again (thin), which leaves thicker exterior walls and thinner partitions.
 */
import { Doc, P, path, r } from './lib.mjs';

const W = 1200;
const H = 900;
const INK = '#13213a';
const LINE = '#8a94a6';
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';
const FLOORS = {
  living: '#f7f2e9',
  bed: '#eef5f4',
  wet: '#e8f0f5',
  kitchen: '#fbf0e6',
  balcony: '#f0f3e8',
  stair: '#f3f1ee',
  open: '#f5f8ef',
};

function fmtFt(v) {
  const ft = Math.floor(v);
  const inch = Math.round((v - ft) * 12);
  return `${ft}'${inch ? `${inch}"` : '0"'}`;
}

function planDoc(spec) {
  const doc = new Doc(W, H, { title: spec.title });
  const S = spec.scale;
  const ox = spec.ox;
  const oy = spec.oy;
  const X = (f) => ox + f * S;
  const Y = (f) => oy + f * S;
  const out = [];
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  // drawing frame and title block
  out.push(
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="#d5dbe3" stroke-width="1.5"/>`,
  );
  out.push(
    `<text x="56" y="78" ${FONT} font-size="28" font-weight="700" fill="${INK}">${spec.heading}</text>`,
  );
  out.push(`<text x="56" y="106" ${FONT} font-size="15" fill="#5d6b82">${spec.sub}</text>`);
  out.push(`<rect x="56" y="120" width="64" height="4" rx="2" fill="#c45f27"/>`);

  const rooms = spec.rooms;
  const rectOf = (rm) => P.rect(X(rm.x), Y(rm.y), rm.w * S, rm.h * S);
  const walled = rooms.filter((rm) => !rm.nowall);
  const all = walled.map(rectOf).join('');
  // open areas (garden, porch) first, with a dashed edge
  for (const rm of rooms.filter((q) => q.nowall)) {
    out.push(
      `<path d="${rectOf(rm)}" fill="${FLOORS[rm.kind]}" stroke="#9aa5b5" stroke-width="1.2" stroke-dasharray="6 5"/>`,
    );
  }
  // outer thickness, floor fills, partitions
  out.push(`<path d="${all}" fill="none" stroke="${INK}" stroke-width="11" stroke-linejoin="miter"/>`);
  for (const rm of walled) out.push(path(rectOf(rm), FLOORS[rm.kind] ?? '#ffffff'));
  // tile grid on wet areas, deck lines on balconies
  let tiles = '';
  for (const rm of rooms) {
    if (rm.kind === 'wet' || rm.kind === 'balcony') {
      const step = rm.kind === 'wet' ? 2 : 1;
      for (let t = step; t < rm.w; t += step) tiles += `M${r(X(rm.x + t))} ${r(Y(rm.y))}v${r(rm.h * S)}`;
      if (rm.kind === 'wet')
        for (let t = 2; t < rm.h; t += 2) tiles += `M${r(X(rm.x))} ${r(Y(rm.y + t))}h${r(rm.w * S)}`;
    }
  }
  out.push(`<path d="${tiles}" stroke="#c9d4dd" stroke-width=".8"/>`);
  out.push(`<path d="${all}" fill="none" stroke="${INK}" stroke-width="4.5"/>`);
  // furniture
  const furn = [];
  const F = {
    bed: (x, y, w, h, head = 'top') => {
      let d = P.rrect(X(x), Y(y), w * S, h * S, 4);
      if (head === 'top') {
        d +=
          P.rrect(X(x + 0.4), Y(y + 0.4), (w / 2 - 0.6) * S, 1.4 * S, 4) +
          P.rrect(X(x + w / 2 + 0.2), Y(y + 0.4), (w / 2 - 0.6) * S, 1.4 * S, 4);
        d += `M${r(X(x))} ${r(Y(y + h * 0.45))}h${r(w * S)}`;
      } else {
        d +=
          P.rrect(X(x + 0.4), Y(y + 0.4), 1.4 * S, (h / 2 - 0.6) * S, 4) +
          P.rrect(X(x + 0.4), Y(y + h / 2 + 0.2), 1.4 * S, (h / 2 - 0.6) * S, 4);
        d += `M${r(X(x + w * 0.45))} ${r(Y(y))}v${r(h * S)}`;
      }
      furn.push(d);
    },
    box: (x, y, w, h, rad = 2) => furn.push(P.rrect(X(x), Y(y), w * S, h * S, rad)),
    wardrobe: (x, y, w, h) =>
      furn.push(P.rect(X(x), Y(y), w * S, h * S) + `M${r(X(x))} ${r(Y(y))}L${r(X(x + w))} ${r(Y(y + h))}`),
    sofa: (x, y, w, h, back = 'bottom') => {
      let d = P.rrect(X(x), Y(y), w * S, h * S, 6);
      if (back === 'bottom') d += P.rect(X(x + 0.6), Y(y + 0.3), (w - 1.2) * S, (h - 1.1) * S);
      else if (back === 'left') d += P.rect(X(x + 0.8), Y(y + 0.6), (w - 1.1) * S, (h - 1.2) * S);
      else if (back === 'right') d += P.rect(X(x + 0.3), Y(y + 0.6), (w - 1.1) * S, (h - 1.2) * S);
      else d += P.rect(X(x + 0.6), Y(y + 0.8), (w - 1.2) * S, (h - 1.1) * S);
      furn.push(d);
    },
    table: (x, y, w, h, n = 3) => {
      let d = P.rrect(X(x), Y(y), w * S, h * S, 3);
      for (let i = 0; i < n; i++) {
        const cx = x + ((i + 0.5) * w) / n;
        d +=
          P.rrect(X(cx - 0.7), Y(y - 1.3), 1.4 * S, 1 * S, 3) +
          P.rrect(X(cx - 0.7), Y(y + h + 0.3), 1.4 * S, 1 * S, 3);
      }
      furn.push(d);
    },
    round: (x, y, rad) => furn.push(P.circle(X(x), Y(y), rad * S)),
    wc: (x, y, rot = 0) => {
      const cx = X(x);
      const cy = Y(y);
      furn.push(
        `<g transform="rotate(${rot} ${r(cx)} ${r(cy)})"><path d="${P.rrect(cx - 0.8 * S, cy - 1.2 * S, 1.6 * S, 0.6 * S, 2)}${P.ellipse(cx, cy + 0.3 * S, 0.65 * S, 0.85 * S)}"/></g>`,
      );
    },
    basin: (x, y) =>
      furn.push(P.rrect(X(x - 0.9), Y(y - 0.6), 1.8 * S, 1.2 * S, 4) + P.circle(X(x), Y(y), 0.35 * S)),
    // worktop outline: a closed polygon along the walls, in feet
    counter: (pts) => furn.push(P.poly(pts.map(([a, b]) => [X(a), Y(b)]))),
    hob: (x, y) =>
      furn.push(
        P.circle(X(x - 0.5), Y(y - 0.5), 0.32 * S) +
          P.circle(X(x + 0.5), Y(y - 0.5), 0.32 * S) +
          P.circle(X(x - 0.5), Y(y + 0.5), 0.32 * S) +
          P.circle(X(x + 0.5), Y(y + 0.5), 0.32 * S),
      ),
    sink: (x, y) =>
      furn.push(P.rrect(X(x - 0.9), Y(y - 0.7), 1.8 * S, 1.4 * S, 3) + P.circle(X(x), Y(y), 0.2 * S)),
    plant: (x, y) => furn.push(P.circle(X(x), Y(y), 0.8 * S) + P.circle(X(x), Y(y), 0.35 * S)),
    rug: (x, y, w, h) => furn.push(P.rrect(X(x), Y(y), w * S, h * S, 2)),
    car: (x, y, w, h) =>
      furn.push(
        P.rrect(X(x), Y(y), w * S, h * S, 0.9 * S) +
          P.rrect(X(x + 0.5), Y(y + h * 0.28), (w - 1) * S, h * 0.18 * S, 4) +
          P.rrect(X(x + 0.5), Y(y + h * 0.62), (w - 1) * S, h * 0.14 * S, 4),
      ),
    stairs: (x, y, w, h, n) => {
      let d = P.rect(X(x), Y(y), w * S, h * S);
      for (let i = 1; i < n; i++) d += `M${r(X(x))} ${r(Y(y + (i * h) / n))}h${r(w * S)}`;
      furn.push(d);
      out.push(
        `<path d="M${r(X(x + w / 2))} ${r(Y(y + h - 0.6))}V${r(Y(y + 1))}m-6 8 6-8 6 8" fill="none" stroke="${INK}" stroke-width="1.4"/>`,
      );
    },
  };
  for (const f of spec.furniture) F[f[0]](...f.slice(1));
  out.push(
    `<g fill="none" stroke="${LINE}" stroke-width="1.3">${furn.map((d) => (d.startsWith('<g') ? d : `<path d="${d}"/>`)).join('')}</g>`,
  );
  // openings: doors clear the wall and show the leaf and swing; windows show glazing lines
  let clear = '';
  let leaves = '';
  let glaze = '';
  for (const o of spec.openings) {
    const [kind, x, y, len, dir, hinge = 0, swing = 1] = o;
    const L = len * S;
    if (dir === 'h') {
      clear += P.rect(X(x), Y(y) - 7, L, 14);
      if (kind === 'door') {
        const hx = hinge ? X(x + len) : X(x);
        const ex = hinge ? X(x) : X(x + len);
        const ly = Y(y) + swing * L;
        leaves += `M${r(hx)} ${r(Y(y))}V${r(ly)}M${r(hx)} ${r(ly)}A${r(L)} ${r(L)} 0 0 ${hinge ^ (swing > 0 ? 0 : 1) ? 1 : 0} ${r(ex)} ${r(Y(y))}`;
      } else if (kind === 'window') {
        glaze +=
          P.rect(X(x), Y(y) - 5.5, L, 11) +
          `M${r(X(x))} ${r(Y(y) - 1.5)}h${r(L)}M${r(X(x))} ${r(Y(y) + 1.5)}h${r(L)}`;
      } else if (kind === 'slide') {
        leaves += `M${r(X(x))} ${r(Y(y) - 2.5)}h${r(L * 0.55)}M${r(X(x) + L * 0.45)} ${r(Y(y) + 2.5)}h${r(L * 0.55)}`;
      }
    } else {
      clear += P.rect(X(x) - 7, Y(y), 14, L);
      if (kind === 'door') {
        const hy = hinge ? Y(y + len) : Y(y);
        const ey = hinge ? Y(y) : Y(y + len);
        const lx = X(x) + swing * L;
        leaves += `M${r(X(x))} ${r(hy)}H${r(lx)}M${r(lx)} ${r(hy)}A${r(L)} ${r(L)} 0 0 ${hinge ^ (swing > 0 ? 1 : 0) ? 1 : 0} ${r(X(x))} ${r(ey)}`;
      } else if (kind === 'window') {
        glaze +=
          P.rect(X(x) - 5.5, Y(y), 11, L) +
          `M${r(X(x) - 1.5)} ${r(Y(y))}v${r(L)}M${r(X(x) + 1.5)} ${r(Y(y))}v${r(L)}`;
      } else if (kind === 'slide') {
        leaves += `M${r(X(x) - 2.5)} ${r(Y(y))}v${r(L * 0.55)}M${r(X(x) + 2.5)} ${r(Y(y) + L * 0.45)}v${r(L * 0.55)}`;
      }
    }
  }
  out.push(path(clear, '#ffffff'));
  out.push(`<path d="${glaze}" fill="#ffffff" stroke="#1f7a70" stroke-width="1.4"/>`);
  out.push(`<path d="${leaves}" fill="none" stroke="${INK}" stroke-width="1.3"/>`);
  // room labels
  for (const rm of rooms) {
    if (rm.label === '') continue;
    const cx = X(rm.x + rm.w / 2 + (rm.lx ?? 0));
    const cy = Y(rm.y + rm.h / 2 + (rm.ly ?? 0));
    const small = rm.w * S < 110;
    out.push(
      `<text x="${r(cx)}" y="${r(cy - 2)}" ${FONT} font-size="${small ? 11 : 13}" font-weight="700" letter-spacing=".6" fill="${INK}" text-anchor="middle">${rm.label}</text>`,
    );
    out.push(
      `<text x="${r(cx)}" y="${r(cy + 14)}" ${FONT} font-size="${small ? 10 : 11.5}" fill="#5d6b82" text-anchor="middle">${fmtFt(rm.dw ?? rm.w)} × ${fmtFt(rm.dh ?? rm.h)}</text>`,
    );
  }
  // overall dimension lines
  const [bx0, by0, bx1, by1] = spec.bounds;
  const dimY = Y(by1) + 34;
  const dimX = X(bx0) - 34;
  out.push(
    `<path d="M${r(X(bx0))} ${r(dimY)}H${r(X(bx1))}M${r(X(bx0))} ${r(dimY - 6)}v12M${r(X(bx1))} ${r(dimY - 6)}v12M${r(dimX)} ${r(Y(by0))}V${r(Y(by1))}M${r(dimX - 6)} ${r(Y(by0))}h12M${r(dimX - 6)} ${r(Y(by1))}h12" stroke="#5d6b82" stroke-width="1.2"/>`,
  );
  out.push(
    `<text x="${r((X(bx0) + X(bx1)) / 2)}" y="${r(dimY - 6)}" ${FONT} font-size="12" fill="#5d6b82" text-anchor="middle">${fmtFt(bx1 - bx0)}</text>`,
  );
  out.push(
    `<text transform="translate(${r(dimX - 8)} ${r((Y(by0) + Y(by1)) / 2)}) rotate(-90)" ${FONT} font-size="12" fill="#5d6b82" text-anchor="middle">${fmtFt(by1 - by0)}</text>`,
  );
  // info column: areas, legend, north arrow, scale bar
  const ix = 900;
  let iy = 190;
  out.push(
    `<text x="${ix}" y="${iy}" ${FONT} font-size="13" font-weight="700" letter-spacing="1" fill="#1f7a70">AREA STATEMENT</text>`,
  );
  iy += 12;
  for (const [k, v] of spec.areas) {
    iy += 28;
    out.push(`<text x="${ix}" y="${iy}" ${FONT} font-size="14" fill="#3b4a63">${k}</text>`);
    out.push(
      `<text x="${W - 60}" y="${iy}" ${FONT} font-size="14" font-weight="700" fill="${INK}" text-anchor="end">${v}</text>`,
    );
    out.push(`<path d="M${ix} ${iy + 9}H${W - 60}" stroke="#e3e7ed"/>`);
  }
  iy += 50;
  out.push(
    `<text x="${ix}" y="${iy}" ${FONT} font-size="13" font-weight="700" letter-spacing="1" fill="#1f7a70">LEGEND</text>`,
  );
  for (const [kind, label] of [
    ['living', 'Living &amp; dining'],
    ['bed', 'Bedrooms'],
    ['kitchen', 'Kitchen &amp; utility'],
    ['wet', 'Toilets (anti-skid tiles)'],
    ['balcony', 'Balcony / open'],
  ]) {
    iy += 26;
    out.push(
      `<rect x="${ix}" y="${iy - 13}" width="18" height="16" rx="3" fill="${FLOORS[kind]}" stroke="#9aa5b5"/>`,
    );
    out.push(`<text x="${ix + 30}" y="${iy}" ${FONT} font-size="13.5" fill="#3b4a63">${label}</text>`);
  }
  // north arrow
  const nx = W - 110;
  const ny = H - 150;
  out.push(`<circle cx="${nx}" cy="${ny}" r="30" fill="none" stroke="#9aa5b5" stroke-width="1.5"/>`);
  out.push(path(`M${nx} ${ny - 26}L${nx + 10} ${ny + 14}L${nx} ${ny + 6}L${nx - 10} ${ny + 14}z`, INK));
  out.push(
    `<text x="${nx}" y="${ny - 36}" ${FONT} font-size="13" font-weight="700" fill="${INK}" text-anchor="middle">N</text>`,
  );
  // scale bar (10 ft)
  const sx = ix;
  const sy = H - 110;
  out.push(path(P.rect(sx, sy, 5 * S, 8) + P.rect(sx + 10 * S, sy, 0, 0), INK));
  out.push(
    `<rect x="${sx + 5 * S}" y="${sy}" width="${5 * S}" height="8" fill="#fff" stroke="${INK}" stroke-width="1.2"/>`,
  );
  out.push(
    `<rect x="${sx}" y="${sy}" width="${10 * S}" height="8" fill="none" stroke="${INK}" stroke-width="1.2"/>`,
  );
  out.push(`<text x="${sx}" y="${sy + 26}" ${FONT} font-size="11.5" fill="#5d6b82">0</text>`);
  out.push(
    `<text x="${sx + 10 * S}" y="${sy + 26}" ${FONT} font-size="11.5" fill="#5d6b82" text-anchor="middle">10 ft</text>`,
  );
  out.push(
    `<text x="56" y="${H - 46}" ${FONT} font-size="12" fill="#8a94a6">Kalinga Habitats · Indicative plan, not to scale for construction. Dimensions are internal, in feet and inches.</text>`,
  );
  doc.add(...out);
  return doc.toString();
}

const PLAN_2BHK = {
  title: '2 BHK floor plan',
  heading: '2 BHK Apartment · Type A',
  sub: 'Carpet area 812 sq ft · Super built-up 1,145 sq ft · East facing',
  scale: 19,
  ox: 120,
  oy: 200,
  bounds: [0, 0, 38, 30],
  rooms: [
    { x: 0, y: 0, w: 13, h: 12, kind: 'bed', label: 'MASTER BEDROOM' },
    { x: 0, y: 12, w: 7, h: 6, kind: 'wet', label: 'TOILET' },
    { x: 7, y: 12, w: 6, h: 6, kind: 'bed', label: 'DRESS' },
    { x: 0, y: 18, w: 13, h: 12, kind: 'bed', label: 'BEDROOM 2' },
    { x: 13, y: 0, w: 15, h: 14, kind: 'living', label: 'LIVING', ly: -0.5 },
    { x: 13, y: 14, w: 15, h: 10, kind: 'living', label: 'DINING', ly: -3.3 },
    { x: 13, y: 24, w: 9, h: 6, kind: 'living', label: 'FOYER' },
    { x: 22, y: 24, w: 6, h: 6, kind: 'wet', label: 'TOILET' },
    { x: 28, y: 0, w: 10, h: 11, kind: 'kitchen', label: 'KITCHEN', ly: 1.5 },
    { x: 28, y: 11, w: 10, h: 5, kind: 'kitchen', label: 'UTILITY' },
    { x: 28, y: 16, w: 10, h: 14, kind: 'balcony', label: 'BALCONY', ly: 0 },
  ],
  openings: [
    ['window', 3, 0, 7, 'h'],
    ['window', 0, 21, 8, 'v'],
    ['window', 16, 0, 9, 'h'],
    ['window', 30, 0, 6, 'h'],
    ['window', 0, 13.5, 3, 'v'],
    ['window', 3, 30, 7, 'h'],
    ['window', 38, 19, 9, 'v'],
    ['door', 13, 8, 3, 'v', 0, -1],
    ['door', 13, 19, 3, 'v', 1, -1],
    ['door', 8, 12, 2.6, 'h', 0, -1],
    ['door', 7, 13.5, 2.6, 'v', 0, -1],
    ['door', 16, 30, 3.5, 'h', 0, -1],
    ['door', 22, 26, 2.6, 'v', 0, 1],
    ['door', 28, 6, 3, 'v', 0, 1],
    ['slide', 28, 20, 6, 'v'],
    ['door', 31, 11, 3, 'h', 0, 1],
  ],
  furniture: [
    ['bed', 3, 0.6, 6.5, 7],
    ['wardrobe', 10.5, 1, 2, 6],
    ['bed', 3, 18.6, 5.5, 6.8],
    ['wardrobe', 0.6, 27.4, 6, 2],
    ['wc', 5.2, 16.4, 180],
    ['basin', 1.6, 16.8],
    ['wardrobe', 7.6, 15.6, 5, 1.8],
    ['sofa', 15, 9.4, 10, 3.2, 'bottom'],
    ['sofa', 14, 3, 3, 6, 'left'],
    ['box', 19, 1.3, 7, 1.2],
    ['table', 16.5, 19, 8, 2.8, 3],
    ['plant', 26.5, 2],
    [
      'counter',
      [
        [28.4, 0.4],
        [37.6, 0.4],
        [37.6, 10.6],
        [35.6, 10.6],
        [35.6, 2.4],
        [28.4, 2.4],
      ],
    ],
    ['hob', 33, 1.4],
    ['sink', 36.6, 6.5],
    ['box', 28.6, 7, 2, 3.6],
    ['wc', 25, 28.5, 0],
    ['basin', 26.2, 25.4],
    ['plant', 36.5, 28.5],
    ['round', 33, 24, 1.4],
  ],
  areas: [
    ['Carpet area', '812 sq ft'],
    ['Balcony', '140 sq ft'],
    ['Built-up area', '985 sq ft'],
    ['Super built-up', '1,145 sq ft'],
  ],
};

const PLAN_3BHK = {
  title: '3 BHK floor plan',
  heading: '3 BHK Apartment · Type C',
  sub: 'Carpet area 1,186 sq ft · Super built-up 1,640 sq ft · Corner unit',
  scale: 16,
  ox: 120,
  oy: 190,
  bounds: [0, 0, 46, 36],
  rooms: [
    { x: 0, y: 0, w: 14, h: 13, kind: 'bed', label: 'MASTER BEDROOM' },
    { x: 0, y: 13, w: 8, h: 6, kind: 'wet', label: 'TOILET' },
    { x: 8, y: 13, w: 6, h: 6, kind: 'bed', label: 'DRESS' },
    { x: 0, y: 19, w: 14, h: 12, kind: 'bed', label: 'BEDROOM 2' },
    { x: 0, y: 31, w: 14, h: 5, kind: 'balcony', label: 'BALCONY' },
    { x: 14, y: 0, w: 17, h: 15, kind: 'living', label: 'LIVING', ly: -0.6 },
    { x: 14, y: 15, w: 17, h: 11, kind: 'living', label: 'DINING', ly: -3.6 },
    { x: 14, y: 26, w: 10, h: 10, kind: 'living', label: 'FOYER' },
    { x: 24, y: 26, w: 7, h: 5, kind: 'wet', label: 'POWDER' },
    { x: 24, y: 31, w: 7, h: 5, kind: 'kitchen', label: 'POOJA' },
    { x: 31, y: 0, w: 15, h: 5, kind: 'balcony', label: 'BALCONY' },
    { x: 31, y: 5, w: 15, h: 12, kind: 'bed', label: 'BEDROOM 3' },
    { x: 31, y: 17, w: 7, h: 6, kind: 'wet', label: 'TOILET' },
    { x: 38, y: 17, w: 8, h: 6, kind: 'kitchen', label: 'UTILITY' },
    { x: 31, y: 23, w: 15, h: 13, kind: 'kitchen', label: 'KITCHEN', lx: -1, ly: -4.2 },
  ],
  openings: [
    ['window', 3, 0, 8, 'h'],
    ['window', 0, 22, 8, 'v'],
    ['window', 0, 14.5, 3, 'v'],
    ['window', 17, 0, 11, 'h'],
    ['window', 46, 8, 7, 'v'],
    ['window', 46, 27, 6, 'v'],
    ['window', 46, 18.5, 3, 'v'],
    ['door', 14, 8, 3, 'v', 0, -1],
    ['door', 14, 20, 3, 'v', 1, -1],
    ['door', 9, 13, 2.6, 'h', 0, -1],
    ['door', 8, 14.5, 2.6, 'v', 0, -1],
    ['slide', 3, 31, 8, 'h'],
    ['door', 17, 36, 3.5, 'h', 0, -1],
    ['door', 24, 27.2, 2.6, 'v', 0, 1],
    ['door', 24, 32.5, 2.6, 'v', 0, 1],
    ['door', 31, 9, 3, 'v', 0, 1],
    ['slide', 34, 5, 8, 'h'],
    ['door', 33, 17, 2.6, 'h', 0, -1],
    ['door', 31, 26, 3.5, 'v', 0, 1],
    ['door', 40, 23, 3, 'h', 0, -1],
  ],
  furniture: [
    ['bed', 3.5, 0.6, 7, 7.2],
    ['wardrobe', 11.6, 1, 2, 7],
    ['bed', 3.5, 19.6, 6, 7],
    ['wardrobe', 0.6, 28.6, 7, 2],
    ['wc', 6, 17.4, 180],
    ['basin', 1.8, 17.6],
    ['wardrobe', 8.6, 16.8, 5, 1.8],
    ['sofa', 16.5, 10.6, 11, 3.4, 'bottom'],
    ['sofa', 15, 3.6, 3.2, 6.5, 'left'],
    ['box', 20, 1.3, 8, 1.2],
    ['table', 18, 20.6, 9, 3, 3],
    ['plant', 29.5, 2],
    ['bed', 38, 6, 7, 7, 'left'],
    ['wardrobe', 32, 13, 7, 2],
    ['wc', 36.4, 21.8, 0],
    ['basin', 32.4, 18.4],
    [
      'counter',
      [
        [31.4, 35.6],
        [45.6, 35.6],
        [45.6, 23.4],
        [43.4, 23.4],
        [43.4, 33.4],
        [31.4, 33.4],
      ],
    ],
    ['hob', 36, 34.5],
    ['sink', 44.5, 28],
    ['table', 35, 29, 5, 2.2, 2],
    ['plant', 25.5, 2],
  ],
  areas: [
    ['Carpet area', '1,186 sq ft'],
    ['Balconies', '145 sq ft'],
    ['Built-up area', '1,410 sq ft'],
    ['Super built-up', '1,640 sq ft'],
  ],
};

const PLAN_DUPLEX = {
  title: 'Duplex ground floor plan',
  heading: 'Duplex Villa · Ground Floor',
  sub: 'Plot 40 × 60 ft · Built-up 1,520 sq ft (ground) · 4 BHK across two levels',
  scale: 11,
  ox: 290,
  oy: 150,
  bounds: [0, 0, 40, 56],
  rooms: [
    { x: 0, y: 0, w: 40, h: 10, kind: 'open', label: 'BACK GARDEN', nowall: true },
    { x: 0, y: 10, w: 14, h: 13, kind: 'kitchen', label: 'KITCHEN' },
    { x: 14, y: 10, w: 14, h: 13, kind: 'living', label: 'DINING' },
    { x: 28, y: 10, w: 12, h: 13, kind: 'bed', label: 'GUEST BED' },
    { x: 0, y: 23, w: 8, h: 5, kind: 'kitchen', label: 'STORE' },
    { x: 8, y: 23, w: 10, h: 11, kind: 'stair', label: '' },
    { x: 28, y: 23, w: 12, h: 5, kind: 'wet', label: 'TOILET' },
    { x: 0, y: 28, w: 8, h: 6, kind: 'wet', label: 'POWDER' },
    { x: 18, y: 23, w: 10, h: 11, kind: 'living', label: 'LOBBY' },
    { x: 28, y: 28, w: 12, h: 6, kind: 'kitchen', label: 'POOJA' },
    { x: 0, y: 34, w: 24, h: 14, kind: 'living', label: 'LIVING', ly: 1.4 },
    { x: 24, y: 34, w: 16, h: 14, kind: 'stair', label: 'CAR PORCH', nowall: true, ly: 4.6 },
    { x: 0, y: 48, w: 40, h: 8, kind: 'open', label: 'FRONT LAWN', nowall: true },
  ],
  openings: [
    ['door', 6, 10, 3, 'h', 0, -1],
    ['slide', 18, 10, 6, 'h'],
    ['door', 14, 14, 3, 'v', 0, -1],
    ['door', 28, 17, 3, 'v', 0, 1],
    ['door', 32, 23, 2.6, 'h', 0, 1],
    ['door', 2, 23, 2.6, 'h', 0, 1],
    ['door', 8, 29.5, 2.6, 'v', 0, -1],
    ['door', 20, 23, 4, 'h', 0, -1],
    ['door', 28, 29.5, 3, 'v', 0, 1],
    ['door', 14, 34, 4, 'h', 0, -1],
    ['door', 24, 38, 3.5, 'v', 0, 1],
    ['window', 3, 48, 10, 'h'],
    ['window', 0, 37, 8, 'v'],
    ['window', 40, 13, 6, 'v'],
    ['window', 0, 13, 6, 'v'],
  ],
  furniture: [
    [
      'counter',
      [
        [0.4, 10.4],
        [13.6, 10.4],
        [13.6, 12.4],
        [2.4, 12.4],
        [2.4, 22.6],
        [0.4, 22.6],
      ],
    ],
    ['hob', 7, 11.4],
    ['sink', 1.4, 18],
    ['box', 5, 16, 5, 2.6, 4],
    ['table', 16.5, 15.4, 9, 3.4, 3],
    ['bed', 32, 11, 7, 7.4, 'left'],
    ['wardrobe', 29, 20.6, 6, 2],
    ['wc', 38.4, 25.4, 270],
    ['basin', 30, 25.5],
    ['wc', 2, 31, 90],
    ['basin', 6, 32.8],
    ['stairs', 9, 23.6, 4, 10, 12],
    ['stairs', 13.6, 23.6, 4, 10, 12],
    ['sofa', 2, 44.4, 12, 3.2, 'bottom'],
    ['sofa', 0.6, 37.2, 3.2, 7, 'left'],
    ['rug', 5, 38, 8, 5],
    ['box', 20.4, 36.6, 2, 8, 2],
    ['car', 27, 35.6, 10, 10.4],
    ['plant', 22.5, 46.5],
    ['round', 6, 4.5, 3],
    ['round', 33, 4, 2.2],
    ['plant', 36, 52],
    ['plant', 5, 52],
  ],
  areas: [
    ['Plot area', '2,400 sq ft'],
    ['Ground floor', '1,520 sq ft'],
    ['First floor', '1,480 sq ft'],
    ['Total built-up', '3,000 sq ft'],
  ],
};

export const planScenes = [PLAN_2BHK, PLAN_3BHK, PLAN_DUPLEX].map((s) => () => planDoc(s));
