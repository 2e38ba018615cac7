/**
 * Small helpers shared by the art generator: seeded randomness, colour mixing, compact number
 * formatting and an SVG document builder that de-duplicates gradients and filters.
 */

/** Mulberry32: a tiny deterministic PRNG. Answers a function giving floats in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  next.chance = (p) => next() < p;
  return next;
}

/** Rounds to one decimal for compact output. */
export const r = (v) => Math.round(v * 10) / 10;

const hex2 = (v) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

export function toRgb(hex) {
  const h = hex.replace('#', '');
  const f = h.length === 3 ? h.replace(/./g, '$&$&') : h;
  return [parseInt(f.slice(0, 2), 16), parseInt(f.slice(2, 4), 16), parseInt(f.slice(4, 6), 16)];
}

export function toHex([r0, g, b]) {
  return `#${hex2(r0)}${hex2(g)}${hex2(b)}`;
}

/** Linear mix of two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const A = toRgb(a);
  const B = toRgb(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
}

export const darken = (c, t) => mix(c, '#000000', t);
export const lighten = (c, t) => mix(c, '#ffffff', t);

/** Path helpers (absolute coordinates, compact). */
export const P = {
  rect: (x, y, w, h) => `M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${r(-w)}z`,
  circle: (cx, cy, rad) =>
    `M${r(cx - rad)} ${r(cy)}a${r(rad)} ${r(rad)} 0 1 1 ${r(2 * rad)} 0a${r(rad)} ${r(rad)} 0 1 1 ${r(-2 * rad)} 0z`,
  ellipse: (cx, cy, rx, ry) =>
    `M${r(cx - rx)} ${r(cy)}a${r(rx)} ${r(ry)} 0 1 1 ${r(2 * rx)} 0a${r(rx)} ${r(ry)} 0 1 1 ${r(-2 * rx)} 0z`,
  poly: (pts, close = true) =>
    pts.map((p, i) => `${i ? 'L' : 'M'}${r(p[0])} ${r(p[1])}`).join('') + (close ? 'z' : ''),
  rrect: (x, y, w, h, rad) => {
    const q = Math.min(rad, w / 2, h / 2);
    return `M${r(x + q)} ${r(y)}h${r(w - 2 * q)}a${r(q)} ${r(q)} 0 0 1 ${r(q)} ${r(q)}v${r(h - 2 * q)}a${r(q)} ${r(q)} 0 0 1 ${r(-q)} ${r(q)}h${r(-(w - 2 * q))}a${r(q)} ${r(q)} 0 0 1 ${r(-q)} ${r(-q)}v${r(-(h - 2 * q))}a${r(q)} ${r(q)} 0 0 1 ${r(q)} ${r(-q)}z`;
  },
  /** Quadrilateral from four points. */
  quad: (a, b, c, d) => P.poly([a, b, c, d]),
};

/** Smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts, close = false, tension = 1) {
  const n = pts.length;
  const get = (i) => (close ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${r(pts[0][0])} ${r(pts[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${r(c1[0])} ${r(c1[1])} ${r(c2[0])} ${r(c2[1])} ${r(p2[0])} ${r(p2[1])}`;
  }
  return d + (close ? 'z' : '');
}

/** Builder for one SVG document. */
export class Doc {
  constructor(w, h, opts = {}) {
    this.w = w;
    this.h = h;
    this.vw = opts.vw ?? w;
    this.vh = opts.vh ?? h;
    this.defs = [];
    this.cache = new Map();
    this.n = 0;
    this.parts = [];
    this.style = '';
    this.title = opts.title ?? '';
  }
  id(prefix = 'i') {
    this.n += 1;
    return prefix + this.n.toString(36);
  }
  def(key, build) {
    if (!this.cache.has(key)) {
      const id = this.id(key[0]);
      this.defs.push(build(id));
      this.cache.set(key, id);
    }
    return this.cache.get(key);
  }
  stopsXml(stops) {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${r(o * 100) / 100}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${a}"` : ''}/>`,
      )
      .join('');
  }
  /** Linear gradient (objectBoundingBox unless `user` given); answers `url(#id)`. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const key = `lin${JSON.stringify([stops, x1, y1, x2, y2, user])}`;
    const id = this.def(
      key,
      (i) =>
        `<linearGradient id="${i}" x1="${r(x1 * (user ? 1 : 100)) / (user ? 1 : 100)}" y1="${r(y1 * (user ? 1 : 100)) / (user ? 1 : 100)}" x2="${r(x2 * (user ? 1 : 100)) / (user ? 1 : 100)}" y2="${r(y2 * (user ? 1 : 100)) / (user ? 1 : 100)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient; coordinates in bbox fractions unless `user` given. */
  rad(stops, cx = 0.5, cy = 0.5, rr = 0.5, user = false, extra = '') {
    const key = `rad${JSON.stringify([stops, cx, cy, rr, user, extra])}`;
    const id = this.def(
      key,
      (i) =>
        `<radialGradient id="${i}" cx="${r(cx * 1000) / 1000}" cy="${r(cy * 1000) / 1000}" r="${r(rr * 1000) / 1000}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}${extra}>${this.stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.def(
      `blur${sd}`,
      (i) =>
        `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** Raw def (pattern, clipPath...) with an id; `build` gets the id. */
  raw(key, build) {
    return this.def(key, build);
  }
  /** Reusable drawing in <defs>, built once per key; answers its id. */
  symbol(key, build) {
    return this.def(`s${key}`, (id) => `<g id="${id}">${build()}</g>`);
  }
  /** Places a symbol at (x, y) scaled by s, mirrored when flip. */
  use(id, x, y, s = 1, flip = false) {
    const sc = flip ? `${r(-s * 1000) / 1000} ${r(s * 1000) / 1000}` : `${r(s * 1000) / 1000}`;
    return `<use href="#${id}" transform="translate(${r(x)} ${r(y)}) scale(${sc})"/>`;
  }
  add(...s) {
    for (const x of s) if (x) this.parts.push(x);
    return this;
  }
  toString() {
    const style = this.style ? `<style>${this.style}</style>` : '';
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const title = this.title ? `<title>${this.title}</title>` : '';
    const body = this.parts.join('').replace(/ d="([^"]*)"/g, (_, d) => ` d="${compactPath(d)}"`);
    const defsC = defs.replace(/ d="([^"]*)"/g, (_, d) => ` d="${compactPath(d)}"`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.vw} ${this.vh}">${title}${style}${defsC}${body}</svg>\n`;
  }
}

/** `<path>` element shorthand. */
export function path(d, fill, extra = '') {
  if (!d) return '';
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** `<g>` wrapper. */
export function g(attrs, ...kids) {
  return `<g ${attrs}>${kids.join('')}</g>`;
}

const ARGS = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

function fmtNum(v) {
  let s = String(Math.round(v * 10) / 10);
  if (s === '-0') s = '0';
  return s.replace(/^(-?)0\./, '$1.');
}

/**
 * Rewrites path data in its shortest form: each segment absolute or relative, whichever is
 * shorter, L turned into H/V when it can be, repeated command letters dropped, minimal separators.
 */
export function compactPath(d) {
  const toks = d.match(/[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let out = '';
  let lastCmd = '';
  let lastNum = null;
  const emit = (cmd, nums) => {
    let s = '';
    let prev = null;
    if (cmd !== lastCmd || cmd === 'M' || cmd === 'm' || cmd === 'z') {
      s += cmd;
    } else prev = lastNum;
    for (const n of nums) {
      const t = fmtNum(n);
      if (prev !== null && !t.startsWith('-') && !(t.startsWith('.') && prev.includes('.'))) s += ' ';
      s += t;
      prev = t;
    }
    lastCmd = cmd === 'M' ? 'L' : cmd === 'm' ? 'l' : cmd;
    lastNum = prev;
    return s;
  };
  let cmd = '';
  while (i < toks.length) {
    if (/[A-Za-z]/.test(toks[i])) cmd = toks[i++];
    else if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    const lc = cmd.toLowerCase();
    const rel = cmd === lc;
    const n = ARGS[lc];
    const a = toks.slice(i, i + n).map(Number);
    i += n;
    if (lc === 'z') {
      out += emit('z', []);
      lastCmd = 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    // absolute target numbers
    const abs = a.slice();
    if (rel) {
      if (lc === 'h') abs[0] += cx;
      else if (lc === 'v') abs[0] += cy;
      else if (lc === 'a') {
        abs[5] += cx;
        abs[6] += cy;
      } else for (let k = 0; k < n; k += 2) ((abs[k] += cx), (abs[k + 1] += cy));
    }
    const R = (v) => Math.round(v * 10) / 10;
    for (let k = 0; k < abs.length; k++) abs[k] = R(abs[k]);
    let relN;
    if (lc === 'h') relN = [abs[0] - cx];
    else if (lc === 'v') relN = [abs[0] - cy];
    else if (lc === 'a') relN = [...abs.slice(0, 5), abs[5] - cx, abs[6] - cy];
    else relN = abs.map((v, k) => v - (k % 2 ? cy : cx));
    const saveCmd = lastCmd;
    const saveNum = lastNum;
    let U = lc.toUpperCase();
    let absN = abs;
    let lrel = lc;
    if (lc === 'l' && R(abs[1]) === R(cy)) {
      U = 'H';
      lrel = 'h';
      absN = [abs[0]];
      relN = [abs[0] - cx];
    } else if (lc === 'l' && R(abs[0]) === R(cx)) {
      U = 'V';
      lrel = 'v';
      absN = [abs[1]];
      relN = [abs[1] - cy];
    }
    const sA = emit(U, absN);
    const afterA = [lastCmd, lastNum];
    lastCmd = saveCmd;
    lastNum = saveNum;
    const sR = out === '' ? null : emit(lrel, relN);
    if (sR === null || sA.length <= sR.length) {
      out += sA;
      [lastCmd, lastNum] = afterA;
    } else out += sR;
    if (lc === 'h') cx = abs[0];
    else if (lc === 'v') cy = abs[0];
    else {
      cx = abs[abs.length - 2];
      cy = abs[abs.length - 1];
    }
    if (lc === 'm') {
      sx = cx;
      sy = cy;
    }
  }
  return out;
}
