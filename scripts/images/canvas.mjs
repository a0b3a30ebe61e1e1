/**
 * The drawing surface of the placeholder painter: seeded randomness, colour arithmetic and an SVG
 * context that collects the definitions (gradients, filters, clips) a picture uses.
 */

/** FNV-1a 32-bit hash of a string: every picture seeds its randomness with its own name. */
function hashString(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG: returns a function giving floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

export function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const rgbToHex = (rgb) =>
  `#${rgb.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`;

export function mix(a, b, t) {
  const B = hexToRgb(b);
  return rgbToHex(hexToRgb(a).map((v, i) => v + (B[i] - v) * t));
}

function rgbToHsl([r, g, b]) {
  [r, g, b] = [r / 255, g / 255, b / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

export function hslToHex(h, s, l) {
  h = (((h % 360) + 360) % 360) / 360;
  s = clamp(s, 0, 1);
  l = clamp(l, 0, 1);
  if (s === 0) return rgbToHex([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t) => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return rgbToHex([hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255]);
}

/** Shifts hue (degrees), saturation and lightness (0..1 deltas) of a colour. */
function adjust(hex, { h = 0, s = 0, l = 0 }) {
  const [H, S, L] = rgbToHsl(hexToRgb(hex));
  return hslToHex(H + h, S + s, L + l);
}
export const darken = (hex, amount) => adjust(hex, { l: -amount });
export const lighten = (hex, amount) => adjust(hex, { l: amount });

/** Compact number formatting for SVG attributes. */
export const f = (v) => String(Math.round(v * 10) / 10);
/** An opacity with two decimals. */
export const op = (v) => f(v * 100) / 100;

/** Lower-case, accent-free text, so that titles can be matched by plain patterns. */
export const normalize = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A picture being drawn: its size, its random stream and its SVG definitions. */
export class Ctx {
  constructor(seed, w, h) {
    Object.assign(this, { seed: hashString(seed), w, h, s: Math.min(w, h), defs: [], count: 0, cache: new Map() });
    this.rand = mulberry32(this.seed);
  }

  r = (a = 0, b = 1) => a + (b - a) * this.rand();
  int = (a, b) => Math.floor(this.r(a, b + 1 - 1e-9));
  pick = (arr) => arr[Math.floor(this.rand() * arr.length)];
  chance = (p) => this.rand() < p;
  jitter = (hex, dh, ds, dl) => adjust(hex, { h: this.r(-dh, dh), s: this.r(-ds, ds), l: this.r(-dl, dl) });
  /** Noise seed for feTurbulence, stable per image. */
  noiseSeed = (offset) => (this.seed + offset) % 997;

  /** Adds a definition made from a fresh id (and the id's number); returns `url(#id)`. */
  def(prefix, build) {
    this.count += 1;
    this.defs.push(build(`${prefix}${this.count}`, this.count));
    return `url(#${prefix}${this.count})`;
  }

  /** Definitions that do not depend on the place they are used in are made once per picture. */
  cached(key, build) {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key);
  }

  /** A gradient from stops written like CSS ones, "offset colour [opacity], …", after its attributes. */
  gradient(prefix, tag, attrs, stops) {
    const body = stops.split(', ').map((stop) => {
      const [offset, color, opacity = 1] = stop.split(' ');
      const faded = Number(opacity) === 1 ? '' : ` stop-opacity="${op(Number(opacity))}"`;
      return `<stop offset="${offset}" stop-color="${color}"${faded}/>`;
    });
    return this.def(prefix, (id) => `<${tag} id="${id}"${attrs}>${body.join('')}</${tag}>`);
  }

  /** Linear gradient from the top left of the shape's box toward (x2, y2) of it; top to bottom by default. */
  linear = (stops, { x2 = 0, y2 = 1 } = {}) =>
    this.gradient('lg', 'linearGradient', ` x1="0" y1="0" x2="${x2}" y2="${y2}"`, stops);

  /** Radial gradient centred on the shape's box, of radius r of it. */
  radial = (stops, r = 0.5) =>
    this.gradient('rg', 'radialGradient', ` cx="0.5" cy="0.5" r="${r}" fx="0.5" fy="0.5"`, stops);

  /** Radial gradient in user space (absolute coordinates). */
  radialAt = (stops, cx, cy, r) =>
    this.gradient(
      'ru',
      'radialGradient',
      ` gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"`,
      stops,
    );

  blur = (sd) =>
    this.cached(`blur${sd}`, () =>
      this.def(
        'bl',
        (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">${blurStep('', sd)}</filter>`,
      ),
    );

  /** Whole-canvas filter region, for filters applied to large groups. */
  region(margin) {
    const { w, h } = this;
    return `filterUnits="userSpaceOnUse" x="${f(-w * margin)}" y="${f(-h * margin)}" width="${f(w * (1 + 2 * margin))}" height="${f(h * (1 + 2 * margin))}" color-interpolation-filters="sRGB"`;
  }

  /** Watercolour-like wobble: displaces a group by low-frequency noise, then softens it. */
  wash = (scale, freq, soft) =>
    this.cached(`wash${scale}|${freq}|${soft}`, () =>
      this.def(
        'wa',
        (id, n) =>
          `<filter id="${id}" ${this.region(0.1)}>` +
          `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${this.noiseSeed(n)}" result="n"/>` +
          `<feDisplacementMap in="SourceGraphic" in2="n" scale="${f(scale)}" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
          `${soft > 0 ? blurStep(' in="d"', soft, String) : ''}</filter>`,
      ),
    );

  /** A full-canvas mottled texture layer (paper, plaster, canvas). */
  texture(color, opacity, freq, octaves) {
    const [r, g, b] = hexToRgb(color).map((v) => (v / 255).toFixed(3));
    const filter = this.def(
      'tx',
      (id) =>
        `<filter id="${id}" ${this.region(0)}>` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${this.noiseSeed(7)}"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 2.4 0 0 0 -1"/></filter>`,
    );
    return this.fill('', ` filter="${filter}" opacity="${opacity}"`);
  }

  clip = (prefix, shape) => this.def(prefix, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  clipRect = (x, y, w, h) => this.clip('cr', `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="0"/>`);
  clipD = (d) => this.clip('cp', `<path d="${d}"/>`);

  /** A full-canvas rectangle: a ground colour, a gradient, a tint. */
  fill = (fill, extra = '') => `<rect width="${this.w}" height="${this.h}"${fill && ` fill="${fill}"`}${extra}/>`;
  vignette = (strength) => this.fill(this.radial(`0.55 #000000 0, 1 #000000 ${strength}`, 0.75));

  svg = (body) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
}

const blurStep = (input, sd, format = f) => `<feGaussianBlur${input} stdDeviation="${format(sd)}"/>`;
