#!/usr/bin/env node
/**
 * Generates every placeholder image of the site from scratch: painterly, abstract
 * pictures drawn as SVG, rendered by sharp and encoded as small WebP files.
 *
 *   npm run images        (node scripts/generate-images.mjs)
 *
 * No network, no external image: every picture is built from gradients, soft blobs,
 * brush-like strokes, tree silhouettes and horizon lines. The output is deterministic:
 * each picture draws its randomness from a mulberry32 generator seeded with its own
 * file name, so re-running the script rewrites identical files.
 *
 * No text is ever drawn (fonts vary by machine): headlines and body copy in the press
 * clippings and book cover are grey bars.
 *
 * Outputs (under public/):
 *   images/oeuvres/{image}-1200.webp, -800.webp, -2400.webp   large, thumbnail and zoom versions
 *                                                 of each record of seed-artworks.json
 *   images/hero/hero-{768,1280,1920}.webp
 *   images/cards/{name}-{400,800}.webp
 *   images/presse/presse-{0..42}.webp (720x960), presse-{0..42}-360.webp (360x480)
 *   images/livres/livre-1993-{300,600}.webp, video-poster-{640,1280}.webp
 *   images/og-image.jpg (1200x630)
 *   favicon.svg, icons/icon-{192,512}.png, apple-touch-icon.png
 * and src/content/image-colors.json: public path -> dominant colour, used as a
 * placeholder background while an image loads.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const SEED_FILE = path.join(ROOT, 'src/backend/demo/seed-artworks.json');
const COLORS_FILE = path.join(ROOT, 'src/content/image-colors.json');

const INK = '#1f2a2e';
const PAPER = '#f6f1e8';
const WEBP = { quality: 64, effort: 6, smartSubsample: true };
const WEBP_SMALL = { quality: 62, effort: 6, smartSubsample: true };
/** The zoom versions are four times the pixels: a lower quality keeps the repository small. */
const WEBP_ZOOM = { quality: 50, effort: 6, smartSubsample: true };
const PRESS_COUNT = 43;

/* ------------------------------------------------------------------ */
/* Deterministic randomness                                            */
/* ------------------------------------------------------------------ */

/** FNV-1a 32-bit hash of a string. */
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

/* ------------------------------------------------------------------ */
/* Colour helpers                                                      */
/* ------------------------------------------------------------------ */

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex(rgb) {
  return `#${rgb.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

function rgbToHsl([r, g, b]) {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h, s, l) {
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
function adjust(hex, { h = 0, s = 0, l = 0 } = {}) {
  const [H, S, L] = rgbToHsl(hexToRgb(hex));
  return hslToHex(H + h, S + s, L + l);
}

const darken = (hex, amount) => adjust(hex, { l: -amount });
const lighten = (hex, amount) => adjust(hex, { l: amount });

/* ------------------------------------------------------------------ */
/* SVG drawing context                                                 */
/* ------------------------------------------------------------------ */

/** Compact number formatting for SVG attributes. */
const f = (v) => String(Math.round(v * 10) / 10);

class Ctx {
  constructor(seed, w, h) {
    this.seed = hashString(seed);
    this.rand = mulberry32(this.seed);
    this.w = w;
    this.h = h;
    this.defs = [];
    this.count = 0;
    this.cache = new Map();
  }

  r(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }

  int(a, b) {
    return Math.floor(this.r(a, b + 1 - 1e-9));
  }

  pick(arr) {
    return arr[Math.floor(this.rand() * arr.length)];
  }

  chance(p) {
    return this.rand() < p;
  }

  id(prefix = 'i') {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  jitter(hex, dh = 5, ds = 0.04, dl = 0.04) {
    return adjust(hex, { h: this.r(-dh, dh), s: this.r(-ds, ds), l: this.r(-dl, dl) });
  }

  /** Noise seed for feTurbulence, stable per image. */
  noiseSeed(offset = 0) {
    return (this.seed + offset) % 997;
  }

  stops(list) {
    return list
      .map(
        ([o, c, op = 1]) =>
          `<stop offset="${o}" stop-color="${c}"${op === 1 ? '' : ` stop-opacity="${f(op * 100) / 100}"`}/>`,
      )
      .join('');
  }

  linear(list, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(list, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}) {
    const id = this.id('rg');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space (absolute coordinates). */
  radialAt(list, cx, cy, r) {
    const id = this.id('ru');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${this.stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  cached(key, build) {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key);
  }

  blur(sd) {
    return this.cached(`blur${sd}`, () => {
      const id = this.id('bl');
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`,
      );
      return `url(#${id})`;
    });
  }

  /** Whole-canvas filter region, for filters applied to large groups. */
  region(margin = 0.1) {
    const { w, h } = this;
    return `filterUnits="userSpaceOnUse" x="${f(-w * margin)}" y="${f(-h * margin)}" width="${f(w * (1 + 2 * margin))}" height="${f(h * (1 + 2 * margin))}" color-interpolation-filters="sRGB"`;
  }

  /** Watercolour-like wobble: displaces a group by low-frequency noise, then softens it. */
  wash(scale, freq, soft) {
    return this.cached(`wash${scale}|${freq}|${soft}`, () => {
      const id = this.id('wa');
      this.defs.push(
        `<filter id="${id}" ${this.region()}>` +
          `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${this.noiseSeed(this.count)}" result="n"/>` +
          `<feDisplacementMap in="SourceGraphic" in2="n" scale="${f(scale)}" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
          (soft > 0 ? `<feGaussianBlur in="d" stdDeviation="${soft}"/>` : '') +
          `</filter>`,
      );
      return `url(#${id})`;
    });
  }

  /** A full-canvas mottled texture layer (paper, plaster, canvas). */
  texture(color, opacity, freq = 0.035, octaves = 3) {
    const id = this.id('tx');
    const [r, g, b] = hexToRgb(color).map((v) => (v / 255).toFixed(3));
    this.defs.push(
      `<filter id="${id}" ${this.region(0)}>` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${this.noiseSeed(7)}"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 2.4 0 0 0 -1"/>` +
        `</filter>`,
    );
    return `<rect width="${this.w}" height="${this.h}" filter="url(#${id})" opacity="${opacity}"/>`;
  }

  clipRect(x, y, w, h, rx = 0) {
    const id = this.id('cr');
    this.defs.push(
      `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  clipD(d) {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  vignette(strength = 0.35, color = '#000000') {
    const fill = this.radial(
      [
        [0.55, color, 0],
        [1, color, strength],
      ],
      { r: 0.75 },
    );
    return `<rect width="${this.w}" height="${this.h}" fill="${fill}"/>`;
  }

  svg(body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

/* ------------------------------------------------------------------ */
/* Geometry primitives                                                 */
/* ------------------------------------------------------------------ */

/** Catmull-Rom spline through points as cubic Béziers. */
function smooth(pts, closed = false) {
  const n = pts.length;
  const at = (i) => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

function polyD(pts, close = true) {
  return `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** An organic closed blob. */
function blobD(ctx, cx, cy, rx, ry, { n = 8, irr = 0.22, rot = 0 } = {}) {
  const pts = [];
  const phase = ctx.r(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const k = 1 + ctx.r(-irr, irr);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return smooth(pts, true);
}

/** Points of an undulating horizon line across the canvas. */
function ridge(ctx, y, amp, { n = 18, rough = 0.25, x0 = -ctx.w * 0.05, x1 = ctx.w * 1.05 } = {}) {
  const waves = [0, 1, 2].map((k) => ({
    fr: ctx.r(0.6, 1.6) * (k * 2.2 + 1),
    ph: ctx.r(0, Math.PI * 2),
    a: [1, 0.45, 0.2][k],
  }));
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const t = x / ctx.w;
    let v = 0;
    for (const wv of waves) v += wv.a * Math.sin(wv.fr * t * Math.PI * 2 + wv.ph);
    pts.push([x, y + amp * (v / 1.65 + ctx.r(-rough, rough))]);
  }
  return pts;
}

/** A landmass below a ridge, closed down to `bottom`. */
function landD(pts, bottom) {
  const x0 = pts[0][0];
  const x1 = pts[pts.length - 1][0];
  return `${smooth(pts)}L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`;
}

/** A brush stroke made of a soft body and a few bristle lines. */
function brush(ctx, x1, y1, x2, y2, width, color, { opacity = 0.6, bristles = 5, bend = 0.08 } = {}) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const b = ctx.r(-bend, bend) * len;
  const mx = (x1 + x2) / 2 + nx * b;
  const my = (y1 + y2) / 2 + ny * b;
  let out = `<g stroke="${color}" fill="none" stroke-linecap="round">`;
  out += `<path d="M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" stroke-width="${f(width * 0.8)}" stroke-opacity="${f(opacity * 55) / 100}"/>`;
  for (let i = 0; i < bristles; i++) {
    const o = (bristles === 1 ? 0 : i / (bristles - 1) - 0.5) * width;
    const s = ctx.r(0, 0.14);
    const e = 1 - ctx.r(0, 0.18);
    const ax = x1 + dx * s + nx * o;
    const ay = y1 + dy * s + ny * o;
    const bx = x1 + dx * e + nx * o;
    const by = y1 + dy * e + ny * o;
    const cx = mx + nx * o;
    const cy = my + ny * o;
    const sw = (width / bristles) * ctx.r(1.1, 1.9);
    out += `<path d="M${f(ax)} ${f(ay)}Q${f(cx)} ${f(cy)} ${f(bx)} ${f(by)}" stroke-width="${f(sw)}" stroke-opacity="${f(opacity * ctx.r(40, 95)) / 100}"/>`;
  }
  return `${out}</g>`;
}

/** Many roughly parallel strokes filling a box. */
function strokeField(
  ctx,
  { x0, y0, x1, y1, count, colors, width, angle = 0, spread = 0.12, length = [0.15, 0.4], opacity = 0.5 },
) {
  let out = '';
  const W = x1 - x0;
  for (let i = 0; i < count; i++) {
    const cx = ctx.r(x0, x1);
    const cy = ctx.r(y0, y1);
    const len = W * ctx.r(length[0], length[1]);
    const a = angle + ctx.r(-spread, spread);
    const dx = (Math.cos(a) * len) / 2;
    const dy = (Math.sin(a) * len) / 2;
    out += brush(ctx, cx - dx, cy - dy, cx + dx, cy + dy, width * ctx.r(0.6, 1.3), ctx.pick(colors), {
      opacity: opacity * ctx.r(0.6, 1.1),
      bristles: 4,
      bend: 0.05,
    });
  }
  return out;
}

/** A tapered branch segment as a filled shape. */
function limb(x, y, x2, y2, w1, w2, bend) {
  const dx = x2 - x;
  const dy = y2 - y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const mx = (x + x2) / 2 + nx * bend;
  const my = (y + y2) / 2 + ny * bend;
  const wm = (w1 + w2) / 4;
  return (
    `M${f(x + (nx * w1) / 2)} ${f(y + (ny * w1) / 2)}` +
    `Q${f(mx + nx * wm)} ${f(my + ny * wm)} ${f(x2 + (nx * w2) / 2)} ${f(y2 + (ny * w2) / 2)}` +
    `L${f(x2 - (nx * w2) / 2)} ${f(y2 - (ny * w2) / 2)}` +
    `Q${f(mx - nx * wm)} ${f(my - ny * wm)} ${f(x - (nx * w1) / 2)} ${f(y - (ny * w1) / 2)}Z`
  );
}

/**
 * A branching tree from (x, y) upwards. Returns the trunk/branch path data and the
 * branch tips (for foliage).
 */
function treeShape(ctx, { x, y, height, width, depth = 5, spread = 0.55, lean = 0, trunkRatio = 0.32, roots = true }) {
  let d = '';
  const tips = [];
  const grow = (x0, y0, ang, len, wid, level) => {
    const x1 = x0 + Math.cos(ang) * len;
    const y1 = y0 + Math.sin(ang) * len;
    const w2 = wid * 0.66;
    d += limb(x0, y0, x1, y1, wid, w2, ctx.r(-0.12, 0.12) * len);
    if (level >= depth) {
      tips.push([x1, y1, ang, len]);
      return;
    }
    const kids = level === 0 ? 2 : ctx.chance(0.3) ? 3 : 2;
    for (let k = 0; k < kids; k++) {
      const side = kids === 1 ? 0 : (k / (kids - 1) - 0.5) * 2;
      const a = ang + side * spread * ctx.r(0.6, 1.15) + ctx.r(-0.15, 0.15);
      grow(x1, y1, a, len * ctx.r(0.62, 0.8), w2, level + 1);
    }
  };
  // Trunk in two segments for a slight sway.
  const trunkLen = height * trunkRatio;
  const a0 = -Math.PI / 2 + lean;
  const mx = x + Math.cos(a0 + ctx.r(-0.08, 0.08)) * trunkLen * 0.5;
  const my = y + Math.sin(a0) * trunkLen * 0.5;
  d += limb(x, y, mx, my, width, width * 0.85, ctx.r(-0.05, 0.05) * trunkLen);
  grow(mx, my, a0 + ctx.r(-0.06, 0.06), trunkLen * 0.55, width * 0.85, 0);
  if (roots) {
    // Drawn counter-clockwise like the limbs, so that the non-zero fill rule adds them up.
    d += `M${f(x + width * 1.1)} ${f(y + width * 0.12)}Q${f(x + width * 0.3)} ${f(y - width * 0.2)} ${f(x + width * 0.35)} ${f(y - width * 1.2)}L${f(x - width * 0.35)} ${f(y - width * 1.2)}Q${f(x - width * 0.3)} ${f(y - width * 0.2)} ${f(x - width * 1.1)} ${f(y + width * 0.12)}Z`;
  }
  return { d, tips };
}

/** Impasto-like foliage: small rotated dabs around the tips. */
function foliageDabs(ctx, tips, colors, { size, per = 8, spreadK = 1, opacity = [0.75, 0.95] }) {
  let out = '';
  for (const [tx, ty, , len] of tips) {
    const rad = Math.max(size * 2, len * 0.9) * spreadK;
    for (let i = 0; i < per; i++) {
      const a = ctx.r(0, Math.PI * 2);
      const r = Math.sqrt(ctx.rand()) * rad;
      const cx = tx + Math.cos(a) * r;
      const cy = ty + Math.sin(a) * r * 0.8;
      const rx = size * ctx.r(0.6, 1.4);
      const ry = rx * ctx.r(0.35, 0.65);
      out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(ctx.r(-60, 60))} ${f(cx)} ${f(cy)})" fill="${ctx.pick(colors)}" fill-opacity="${f(ctx.r(opacity[0], opacity[1]) * 100) / 100}"/>`;
    }
  }
  return out;
}

/** A chalk cliff on one side; returns the outline and the face points. */
function cliffD(ctx, { side, edgeX, topY, baseY, jag = 0.04 }) {
  const { w } = ctx;
  const dir = side === 'left' ? 1 : -1;
  const outer = side === 'left' ? -w * 0.05 : w * 1.05;
  const top = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const x = outer + ((edgeX - outer) * i) / steps;
    top.push([x, topY + ctx.r(-1, 1) * ctx.h * 0.012 + (i / steps) ** 2 * ctx.h * 0.02]);
  }
  const face = [];
  const faceSteps = 7;
  const foot = edgeX + dir * ctx.w * ctx.r(0.02, 0.06);
  for (let i = 1; i <= faceSteps; i++) {
    const t = i / faceSteps;
    face.push([edgeX + (foot - edgeX) * t + dir * ctx.r(-1, 1) * ctx.w * jag * 0.5, topY + (baseY - topY) * t]);
  }
  const pts = [...top, ...face, [outer, baseY]];
  return { d: polyD(pts), top, face };
}

const normalize = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/* ------------------------------------------------------------------ */
/* Aquarelles: soft washes on white paper                              */
/* ------------------------------------------------------------------ */

const AQUA = {
  summer: {
    sky: ['#7f9fbe', '#b2c6cf', '#efe6cf'],
    far: '#8ea2b0',
    mid: ['#a9b86e', '#d3bf7a', '#87a067'],
    near: ['#6f8f54', '#9aac5f'],
    tree: '#4b4237',
    leaves: ['#5f8547', '#88a35a', '#3f6441'],
    sea: '#6f9cb3',
    cliff: '#d8cdb1',
  },
  autumn: {
    sky: ['#9aa5b5', '#d8c2a0', '#f0d9b0'],
    far: '#a49a9a',
    mid: ['#c9985a', '#d8b76e', '#a7744a'],
    near: ['#8a6a3f', '#b0703f'],
    tree: '#4a3a30',
    leaves: ['#c07a3a', '#d9a45a', '#9a5532'],
    sea: '#7d98a6',
    cliff: '#dccbb0',
  },
  spring: {
    sky: ['#8fb0c8', '#c7d8d8', '#f1ead6'],
    far: '#9eb1b5',
    mid: ['#b5c97e', '#d9d28a', '#94b56d'],
    near: ['#7ea35a', '#a9c26f'],
    tree: '#5a4a3e',
    leaves: ['#9cc06f', '#e4b5bd', '#c9dc9a'],
    sea: '#7faabb',
    cliff: '#e0d6bd',
  },
  winter: {
    sky: ['#6f86a3', '#b3c3cf', '#eee4d6'],
    far: '#8797ab',
    mid: ['#c9d2d8', '#d8d4c8', '#aebbc4'],
    near: ['#9aa7a6', '#b9b7a6'],
    tree: '#3e3b3a',
    leaves: [],
    sea: '#7d94a0',
    cliff: '#d8d2c4',
  },
  mist: {
    sky: ['#a9b4bd', '#cfd4d2', '#ece8de'],
    far: '#aab3b6',
    mid: ['#b9c0b2', '#cfcab7', '#a8b3a8'],
    near: ['#98a594', '#b1b7a2'],
    tree: '#6a6a66',
    leaves: ['#9aa898', '#b5bcaa'],
    sea: '#9fb3bb',
    cliff: '#ddd6c8',
  },
};

function aquaScene(title, ctx) {
  const t = normalize(title);
  if (/falaise|etretat/.test(t)) return 'cliff';
  if (/maree|estran|plage|mer\b/.test(t)) return 'sea';
  if (/seine|riviere|brume/.test(t)) return 'river';
  if (/verger/.test(t)) return 'orchard';
  if (/arbre|pommier|chene/.test(t)) return 'tree';
  if (/bocage|champ|lumiere/.test(t)) return 'fields';
  if (/serie/.test(t)) return 'abstract';
  return ctx.pick(['tree', 'fields', 'cliff', 'sea', 'river']);
}

function aquaSeason(title, ctx) {
  const t = normalize(title);
  if (/hiver|neige/.test(t)) return 'winter';
  if (/octobre|automne/.test(t)) return 'autumn';
  if (/\bete\b/.test(t)) return 'summer';
  if (/fleur|printemps|verger|pommier/.test(t)) return 'spring';
  if (/brume/.test(t)) return 'mist';
  return ctx.pick(['summer', 'summer', 'autumn', 'spring']);
}

function washPath(d, color, opacity) {
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}" stroke="${darken(color, 0.12)}" stroke-opacity="${f(Math.min(0.9, opacity * 0.9) * 100) / 100}" stroke-width="1.6"/>`;
}

function aquarelle(ctx, title) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const scene = aquaScene(title, ctx);
  const season = aquaSeason(title, ctx);
  const pal = AQUA[season];
  const paper = ctx.jitter('#faf7f0', 4, 0.02, 0.006);
  const m = s * ctx.r(0.05, 0.075);
  const inner = ctx.clipRect(m, m, w - 2 * m, h - 2 * m);
  const bigWash = ctx.wash(s * 0.04, 0.008, 1.4);
  const fineWash = ctx.wash(s * 0.014, 0.03, 0.7);
  const hz = h * (scene === 'sea' ? ctx.r(0.42, 0.5) : ctx.r(0.5, 0.6));

  let back = '';
  let front = '';

  if (scene === 'abstract') {
    const cols = [...pal.sky, ...pal.mid, pal.sea, pal.far];
    for (let i = 0; i < 9; i++) {
      back += washPath(
        blobD(ctx, ctx.r(m, w - m), ctx.r(m, h - m), s * ctx.r(0.12, 0.32), s * ctx.r(0.08, 0.22), { n: 9, irr: 0.3 }),
        ctx.pick(cols),
        f(ctx.r(0.22, 0.42) * 100) / 100,
      );
    }
    for (let i = 0; i < 5; i++) {
      const y = ctx.r(m, h - m);
      front += brush(
        ctx,
        ctx.r(m, w * 0.4),
        y,
        ctx.r(w * 0.6, w - m),
        y + ctx.r(-0.1, 0.1) * h,
        s * 0.02,
        ctx.pick(cols),
        { opacity: 0.35, bristles: 3 },
      );
    }
  } else {
    // Sky: graded wash, lifted clouds.
    const skyFill = ctx.linear([
      [0, pal.sky[0], 0.7],
      [0.55, pal.sky[1], 0.5],
      [1, pal.sky[2], 0.35],
    ]);
    back += `<rect x="${f(m)}" y="${f(m)}" width="${f(w - 2 * m)}" height="${f(hz - m + h * 0.04)}" fill="${skyFill}"/>`;
    for (let i = 0, n = ctx.int(2, 4); i < n; i++) {
      const cy = ctx.r(m + h * 0.06, hz - h * 0.12);
      back += `<path d="${blobD(ctx, ctx.r(w * 0.1, w * 0.9), cy, w * ctx.r(0.12, 0.25), h * ctx.r(0.025, 0.05), { n: 9 })}" fill="${paper}" fill-opacity="${f(ctx.r(0.45, 0.7) * 100) / 100}"/>`;
    }
    // Distant hills.
    back += washPath(landD(ridge(ctx, hz - h * 0.025, h * 0.025), h), pal.far, 0.38);

    if (scene === 'cliff' || scene === 'sea') {
      const seaTop = hz;
      const seaBottom = scene === 'sea' ? hz + h * ctx.r(0.07, 0.1) : h * ctx.r(0.78, 0.86);
      back += washPath(`M${f(m)} ${f(seaTop)}H${f(w - m)}V${f(seaBottom)}H${f(m)}Z`, pal.sea, 0.5);
      for (let i = 0; i < 8; i++) {
        const y = ctx.r(seaTop + 4, seaBottom - 4);
        const x = ctx.r(m, w * 0.7);
        back += `<path d="M${f(x)} ${f(y)}h${f(w * ctx.r(0.08, 0.25))}" stroke="${paper}" stroke-width="${f(ctx.r(2, 5))}" stroke-opacity="0.7" stroke-linecap="round"/>`;
      }
      // Sand / wet beach.
      const sand = mix(pal.cliff, '#c9a86a', 0.35);
      back += washPath(landD(ridge(ctx, seaBottom, h * 0.008, { rough: 0.1 }), h), sand, 0.45);
      if (scene === 'sea') {
        for (let i = 0; i < 7; i++) {
          back += washPath(
            blobD(
              ctx,
              ctx.r(w * 0.1, w * 0.9),
              ctx.r(seaBottom + h * 0.08, h - m * 1.5),
              w * ctx.r(0.05, 0.16),
              h * ctx.r(0.008, 0.02),
              { n: 8 },
            ),
            pal.sea,
            0.3,
          );
        }
        for (let i = 0; i < 5; i++) {
          const x = ctx.r(w * 0.1, w * 0.9);
          const y = ctx.r(seaBottom + h * 0.15, h - m * 2);
          front += washPath(blobD(ctx, x, y, s * ctx.r(0.015, 0.03), s * ctx.r(0.008, 0.014)), '#6b6255', 0.5);
        }
      } else {
        const side = ctx.pick(['left', 'right']);
        const dir = side === 'left' ? 1 : -1;
        const edgeX = side === 'left' ? w * ctx.r(0.38, 0.5) : w * ctx.r(0.5, 0.62);
        const topY = hz - h * ctx.r(0.14, 0.2);
        const c = cliffD(ctx, { side, edgeX, topY, baseY: seaBottom + h * 0.02 });
        const chalk = ctx.linear([
          [0, lighten(pal.cliff, 0.04), 0.8],
          [1, mix(pal.cliff, pal.far, 0.45), 0.75],
        ]);
        front += `<path d="${c.d}" fill="${chalk}" stroke="${darken(pal.cliff, 0.2)}" stroke-opacity="0.6" stroke-width="1.6"/>`;
        // Shadowed band along the face.
        const faceShade = polyD([
          c.top[c.top.length - 1],
          ...c.face,
          ...c.face
            .slice()
            .reverse()
            .map(([x, y]) => [x - dir * w * 0.07, y]),
          [c.top[c.top.length - 1][0] - dir * w * 0.05, c.top[c.top.length - 1][1]],
        ]);
        front += washPath(faceShade, mix(pal.cliff, pal.far, 0.7), 0.4);
        // Flint strata.
        for (let i = 0; i < 5; i++) {
          const y = topY + (seaBottom - topY) * (0.18 + i * 0.16);
          const x0 = side === 'left' ? m : edgeX + w * 0.04;
          const x1 = side === 'left' ? edgeX - w * 0.01 : w - m;
          front += `<path d="M${f(x0)} ${f(y)}L${f(x1)} ${f(y + ctx.r(-8, 8))}" stroke="${darken(pal.cliff, 0.28)}" stroke-width="2.5" stroke-opacity="0.35" stroke-dasharray="${f(ctx.r(30, 80))} ${f(ctx.r(10, 30))}"/>`;
        }
        // Grass cap.
        const cap = polyD([
          ...c.top,
          ...c.top
            .slice()
            .reverse()
            .map(([x, y]) => [x, y + h * ctx.r(0.025, 0.035)]),
        ]);
        front += washPath(cap, mix(pal.near[0], '#5f8547', 0.5), 0.7);
        // A needle of rock off the face.
        const nx = edgeX + dir * w * ctx.r(0.1, 0.16);
        const nTop = topY + (seaBottom - topY) * ctx.r(0.25, 0.4);
        const nw = w * ctx.r(0.025, 0.04);
        front += washPath(
          polyD([
            [nx - nw, seaBottom],
            [nx - nw * 0.5, nTop + h * 0.03],
            [nx - nw * 0.1, nTop],
            [nx + nw * 0.3, nTop + h * 0.02],
            [nx + nw, seaBottom],
          ]),
          mix(pal.cliff, pal.far, 0.35),
          0.75,
        );
        front += `<path d="M${f(nx - nw * 1.6)} ${f(seaBottom - 2)}h${f(nw * 3.2)}" stroke="${paper}" stroke-width="3" stroke-opacity="0.8" stroke-linecap="round"/>`;
      }
    } else {
      // Rolling fields.
      const bands = scene === 'fields' ? 4 : 3;
      for (let i = 0; i < bands; i++) {
        const y = hz + ((h - hz) * i) / bands + h * 0.01;
        const col = i === bands - 1 ? ctx.pick(pal.near) : ctx.pick(pal.mid);
        back += washPath(landD(ridge(ctx, y, h * 0.03, { rough: 0.15 }), h), col, f(ctx.r(0.32, 0.5) * 100) / 100);
        if (scene === 'fields' || scene === 'orchard') {
          // Hedgerows as strings of small dark blobs.
          const pts = ridge(ctx, y - h * 0.005, h * 0.03, { n: 44 });
          const hedge = mix(darken(ctx.pick(pal.near), 0.08), '#3f5a3a', 0.45);
          for (const [px, py] of pts) {
            if (px < m || px > w - m || ctx.chance(0.15)) continue;
            front += `<path d="${blobD(ctx, px, py - s * 0.01, s * ctx.r(0.018, 0.032), s * ctx.r(0.012, 0.022))}" fill="${hedge}" fill-opacity="${f(ctx.r(0.3, 0.5) * 100) / 100}"/>`;
          }
        }
      }
      if (scene === 'river') {
        const cx = w * ctx.r(0.35, 0.65);
        back += washPath(
          `M${f(cx - w * 0.02)} ${f(hz + h * 0.01)}C${f(cx + w * 0.15)} ${f(hz + h * 0.12)} ${f(cx - w * 0.3)} ${f(h * 0.78)} ${f(w * 0.1)} ${f(h + 10)}L${f(w * 0.75)} ${f(h + 10)}C${f(cx + w * 0.05)} ${f(h * 0.75)} ${f(cx + w * 0.25)} ${f(hz + h * 0.1)} ${f(cx + w * 0.03)} ${f(hz + h * 0.01)}Z`,
          pal.sea,
          0.45,
        );
        // Poplars on the banks.
        for (let i = 0; i < 10; i++) {
          const x = ctx.r(m, w - m);
          const y = hz + ctx.r(0, h * 0.03);
          const th = h * ctx.r(0.05, 0.11);
          front += washPath(
            blobD(ctx, x, y - th / 2, s * ctx.r(0.012, 0.02), th / 2, { n: 8, irr: 0.15 }),
            pal.far,
            0.45,
          );
        }
      }
    }

    // Trees.
    if (scene === 'tree' || scene === 'fields' || scene === 'orchard') {
      const trees = scene === 'tree' ? [[w * ctx.r(0.38, 0.62), h * ctx.r(0.8, 0.86), h * ctx.r(0.5, 0.62)]] : [];
      if (scene === 'orchard') {
        for (let row = 0; row < 2; row++) {
          for (let i = 0; i < 4; i++) {
            const y = hz + (h - hz) * (0.25 + row * 0.38);
            trees.push([w * (0.14 + i * 0.24) + ctx.r(-w, w) * 0.03, y, h * (0.16 + row * 0.1)]);
          }
        }
      }
      if (scene === 'fields') {
        for (let i = 0, n = ctx.int(1, 3); i < n; i++)
          trees.push([ctx.r(w * 0.15, w * 0.85), hz + h * ctx.r(0.05, 0.12), h * ctx.r(0.14, 0.22)]);
      }
      for (const [x, y, th] of trees) {
        const { d, tips } = treeShape(ctx, {
          x,
          y,
          height: th,
          width: th * 0.05,
          depth: season === 'winter' ? 6 : 5,
          spread: 0.5,
          lean: ctx.r(-0.08, 0.08),
          roots: false,
        });
        if (season === 'winter') {
          front += `<path d="${d}" fill="${pal.tree}" fill-opacity="0.72"/>`;
        } else {
          for (const [tx, ty, , len] of tips) {
            if (ctx.chance(0.45)) continue;
            front += `<path d="${blobD(ctx, tx, ty, len * ctx.r(1.2, 2), len * ctx.r(1, 1.6), { n: 8 })}" fill="${ctx.pick(pal.leaves)}" fill-opacity="${f(ctx.r(0.25, 0.45) * 100) / 100}"/>`;
          }
          front += `<path d="${d}" fill="${pal.tree}" fill-opacity="0.6"/>`;
          if (season === 'spring') {
            for (const [tx, ty, , len] of tips) {
              for (let i = 0; i < 3; i++) {
                front += `<circle cx="${f(tx + ctx.r(-2, 2) * len)}" cy="${f(ty + ctx.r(-1.5, 1.5) * len)}" r="${f(ctx.r(0.1, 0.25) * len)}" fill="${ctx.pick(['#e8b8c2', '#f4dde0', '#ffffff'])}" fill-opacity="0.8"/>`;
              }
            }
          }
        }
      }
    }
  }

  const body =
    `<rect width="${w}" height="${h}" fill="${paper}"/>` +
    `<g filter="${bigWash}"><g clip-path="${inner}">${back}</g></g>` +
    `<g filter="${fineWash}"><g clip-path="${inner}">${front}</g></g>` +
    ctx.texture('#8a7a5a', 0.1, 0.02, 3) +
    ctx.texture('#ffffff', 0.18, 0.06, 2);
  return ctx.svg(body);
}

/* ------------------------------------------------------------------ */
/* Peinture sur toile: rich oil colour fields with a tree              */
/* ------------------------------------------------------------------ */

const OIL = {
  summer: {
    sky: ['#8fb3c4', '#b9cdd2', '#e3d9bf', '#a5c0c8'],
    ground: ['#5f7d3e', '#7e9a4d', '#3f5a32', '#97a95a'],
    trunk: '#3a2e26',
    leaves: ['#2f4f2a', '#4d7334', '#7a9a48', '#a8b86a', '#d1c77a'],
    under: '#6d8f9e',
  },
  autumn: {
    sky: ['#c9b48f', '#e0c9a0', '#9fb0b3', '#d8b27c'],
    ground: ['#8a5a2b', '#b07a3a', '#5c4a2a', '#9a6b36'],
    trunk: '#33261e',
    leaves: ['#8c3b1e', '#b8562a', '#d98b3a', '#e6b85c', '#6e5a2a'],
    under: '#a9805a',
  },
  spring: {
    sky: ['#bcd3da', '#e4e6d6', '#d8e3c8', '#c6dbe0'],
    ground: ['#7fa65a', '#a5c277', '#5e8a4a', '#c2cf86'],
    trunk: '#4a3a30',
    leaves: ['#8fbf6a', '#b9d98a', '#e9b8c0', '#f3d6dc', '#6a9a4a'],
    under: '#a7c4c8',
  },
  blue: {
    sky: ['#e7d3a8', '#efc88e', '#d9a86a', '#f0dcb4'],
    ground: ['#b8884e', '#8a6a3e', '#c9a064', '#a37a48'],
    trunk: '#1f3550',
    leaves: ['#1f4e8c', '#2f6aa8', '#5b8fc7', '#8fb3dd', '#173a66'],
    under: '#d9b27a',
  },
  forest: {
    sky: ['#c8d4b0', '#e3e4c4', '#9fb68a', '#d6dcb8'],
    ground: ['#4a5e32', '#6b7d3e', '#33422a', '#7d8a4a'],
    trunk: '#5b4d42',
    leaves: ['#2e4a2a', '#46693a', '#6f8f4a', '#9db468', '#c9d48a'],
    under: '#7f9a5e',
  },
  dusk: {
    sky: ['#4b5d78', '#9a7f8e', '#e0a77a', '#6d7890'],
    ground: ['#2f3b35', '#45503e', '#1f2a26', '#3c4636'],
    trunk: '#1c1a1a',
    leaves: ['#24362e', '#35503c', '#4e6a48', '#7a7d52'],
    under: '#3c4a60',
  },
  sea: {
    sky: ['#9fb9c6', '#d5dcd4', '#eadfc6', '#b7cbd2'],
    ground: ['#6f8a52', '#8da060', '#4f6a44', '#a8b474'],
    trunk: '#3a302a',
    leaves: ['#3d5c38', '#5d7d45', '#89a05a', '#b3bd78'],
    under: '#7f9ca8',
  },
};

function oilMood(title, ctx) {
  const t = normalize(title);
  if (/bleu/.test(t)) return 'blue';
  if (/automne/.test(t)) return 'autumn';
  if (/printemps|clairiere/.test(t)) return 'spring';
  if (/foret|hetraie|sous-bois/.test(t)) return 'forest';
  if (/falaise/.test(t)) return 'sea';
  if (/racines/.test(t)) return 'dusk';
  return ctx.pick(['summer', 'autumn', 'spring', 'dusk', 'sea']);
}

function toile(ctx, title) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const t = normalize(title);
  const mood = oilMood(title, ctx);
  const pal = OIL[mood];
  const forest = /foret|hetraie|sous-bois/.test(t);
  const cliffs = /falaise/.test(t);
  const roots = /racines/.test(t);
  const hz = h * (forest ? ctx.r(0.7, 0.78) : ctx.r(0.58, 0.7));

  let out = `<rect width="${w}" height="${h}" fill="${pal.under}"/>`;
  out += `<rect width="${w}" height="${f(hz + 10)}" fill="${ctx.linear([
    [0, pal.sky[0]],
    [0.6, pal.sky[1]],
    [1, pal.sky[2]],
  ])}"/>`;
  out += strokeField(ctx, {
    x0: -w * 0.1,
    y0: 0,
    x1: w * 1.1,
    y1: hz,
    count: 70,
    colors: pal.sky,
    width: s * 0.045,
    angle: ctx.r(-0.15, 0.15),
    length: [0.2, 0.45],
    opacity: 0.55,
  });

  if (cliffs) {
    const sea = '#4f7f92';
    out += `<rect y="${f(hz)}" width="${w}" height="${f(h - hz)}" fill="${sea}"/>`;
    out += strokeField(ctx, {
      x0: 0,
      y0: hz,
      x1: w,
      y1: h,
      count: 40,
      colors: ['#6a98a8', '#3e6b7d', '#8fb3bd', '#2f5a6a'],
      width: s * 0.02,
      length: [0.1, 0.3],
      spread: 0.03,
      opacity: 0.6,
    });
    const side = ctx.pick(['left', 'right']);
    const edgeX = side === 'left' ? w * 0.55 : w * 0.45;
    const c = cliffD(ctx, { side, edgeX, topY: hz - h * 0.18, baseY: h + 10 });
    out += `<path d="${c.d}" fill="#d9cdb2"/>`;
    const clip = ctx.clipD(c.d);
    const x0 = side === 'left' ? 0 : edgeX - w * 0.1;
    const x1 = side === 'left' ? edgeX + w * 0.1 : w;
    out += `<g clip-path="${clip}">${strokeField(ctx, { x0, y0: hz - h * 0.2, x1, y1: h, count: 45, colors: ['#e8e0cc', '#c7b999', '#b5a98c', '#f0ebdc', '#9c9380'], width: s * 0.03, angle: 0, length: [0.1, 0.3], spread: 0.1, opacity: 0.75 })}</g>`;
    out += `<path d="${polyD([
      ...c.top,
      ...c.top
        .slice()
        .reverse()
        .map(([x, y]) => [x, y + h * 0.035]),
    ])}" fill="${pal.ground[0]}"/>`;
    const tx = side === 'left' ? w * ctx.r(0.12, 0.3) : w * ctx.r(0.7, 0.88);
    const ty = c.top[0][1] + h * 0.02;
    const { d, tips } = treeShape(ctx, {
      x: tx,
      y: ty,
      height: h * 0.62,
      width: s * 0.04,
      depth: 5,
      spread: 0.6,
      lean: side === 'left' ? 0.22 : -0.22,
    });
    out += foliageDabs(ctx, tips, pal.leaves.slice(0, 2), { size: s * 0.028, per: 5, spreadK: 1.2 });
    out += `<path d="${d}" fill="${pal.trunk}"/>`;
    out += foliageDabs(ctx, tips, pal.leaves, { size: s * 0.024, per: 9 });
  } else {
    // Ground colour field.
    out += `<path d="${landD(ridge(ctx, hz, h * 0.02), h)}" fill="${pal.ground[0]}"/>`;
    out += strokeField(ctx, {
      x0: -w * 0.1,
      y0: hz,
      x1: w * 1.1,
      y1: h,
      count: 55,
      colors: pal.ground,
      width: s * 0.04,
      angle: ctx.r(-0.1, 0.1),
      length: [0.2, 0.5],
      opacity: 0.7,
    });
    if (forest) {
      const n = ctx.int(6, 9);
      const beech = /hetraie/.test(t);
      const trunkCol = beech ? '#8d8a80' : pal.trunk;
      // Canopy first, then trunks.
      out += strokeField(ctx, {
        x0: -w * 0.1,
        y0: -h * 0.05,
        x1: w * 1.1,
        y1: h * 0.35,
        count: 90,
        colors: pal.leaves,
        width: s * 0.05,
        angle: ctx.r(-0.5, 0.5),
        spread: 0.8,
        length: [0.06, 0.18],
        opacity: 0.85,
      });
      for (let i = 0; i < n; i++) {
        const x = w * ((i + ctx.r(0.2, 0.8)) / n);
        const y = hz + h * ctx.r(0.02, 0.2);
        const tw = s * ctx.r(0.02, 0.05) * (y / h);
        out += `<path d="${limb(x, y, x + ctx.r(-0.03, 0.03) * w, -h * 0.05, tw, tw * 0.7, ctx.r(-0.02, 0.02) * h)}" fill="${ctx.jitter(trunkCol, 4, 0.05, 0.06)}"/>`;
        out += brush(ctx, x - tw * 0.25, y, x - tw * 0.2, h * 0.1, tw * 0.3, lighten(trunkCol, 0.15), {
          opacity: 0.5,
          bristles: 3,
          bend: 0.01,
        });
      }
      for (let i = 0; i < 10; i++) {
        // Sun flecks.
        out += `<ellipse cx="${f(ctx.r(0, w))}" cy="${f(ctx.r(hz, h))}" rx="${f(s * ctx.r(0.03, 0.08))}" ry="${f(s * ctx.r(0.008, 0.015))}" fill="#efe2a8" fill-opacity="0.45"/>`;
      }
    } else {
      const tx = w * ctx.r(0.4, 0.6);
      const ty = roots ? h * 0.8 : hz + h * ctx.r(0.05, 0.12);
      const th = roots ? h * 0.9 : h * ctx.r(0.55, 0.68);
      const { d, tips } = treeShape(ctx, {
        x: tx,
        y: ty,
        height: th,
        width: s * (roots ? 0.09 : 0.05),
        depth: 5,
        spread: 0.55,
        lean: ctx.r(-0.06, 0.06),
      });
      out += `<ellipse cx="${f(tx + s * 0.03)}" cy="${f(ty)}" rx="${f(s * 0.26)}" ry="${f(s * 0.03)}" fill="${darken(pal.ground[2], 0.1)}" fill-opacity="0.45" filter="${ctx.blur(s * 0.012)}"/>`;
      if (roots) {
        for (let i = 0; i < 7; i++) {
          const a = Math.PI * (0.02 + 0.96 * (i / 6)) + ctx.r(-0.08, 0.08);
          const len = s * ctx.r(0.18, 0.38);
          const x2 = tx + Math.cos(a) * len;
          const y2 = ty + Math.sin(a) * len * 0.22 + s * 0.01;
          out += `<path d="${limb(tx, ty - s * 0.04, x2, y2, s * 0.07, s * 0.008, ctx.r(-0.06, 0.06) * len)}" fill="${pal.trunk}"/>`;
          out += brush(ctx, tx, ty - s * 0.035, x2, y2, s * 0.012, lighten(pal.trunk, 0.12), {
            opacity: 0.45,
            bristles: 2,
            bend: 0.02,
          });
        }
      }
      out += foliageDabs(ctx, tips, pal.leaves.slice(0, 2), {
        size: s * 0.03,
        per: 5,
        spreadK: 1.25,
        opacity: [0.8, 0.95],
      });
      out += `<path d="${d}" fill="${pal.trunk}"/>`;
      out += foliageDabs(
        ctx,
        tips.filter(() => ctx.chance(0.8)),
        pal.leaves,
        { size: s * 0.024, per: 9 },
      );
    }
  }
  out += ctx.texture('#ffffff', 0.08, 0.05, 2);
  out += ctx.vignette(0.22);
  return ctx.svg(out);
}

/* ------------------------------------------------------------------ */
/* Pâte à papier: a sculpted round object on a plain backdrop          */
/* ------------------------------------------------------------------ */

const SCULPT_COLORS = [
  ['#c8553d', '#f2d0a4', '#2d6a8f', '#f6efe2'],
  ['#3a6b5c', '#e7c873', '#d98c5f', '#f3ede0'],
  ['#5b5f97', '#f2b880', '#c6d8d3', '#fbf6ec'],
  ['#a24b4b', '#e9d8a6', '#5f8f7a', '#f7f2e6'],
  ['#2f5d7c', '#e8b04a', '#d9e4dd', '#c46d4f'],
];

function pate(ctx, title) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const t = normalize(title);
  const cols = ctx.pick(SCULPT_COLORS);
  const wall = ctx.pick(['#e9e2d6', '#dfe3e1', '#e8ddd0', '#d9d4cc']);
  const floorY = h * ctx.r(0.68, 0.76);
  let out = `<rect width="${w}" height="${h}" fill="${ctx.linear([
    [0, lighten(wall, 0.03)],
    [1, darken(wall, 0.06)],
  ])}"/>`;
  out += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${ctx.linear([
    [0, darken(wall, 0.1)],
    [1, darken(wall, 0.17)],
  ])}"/>`;
  out += `<rect y="${f(floorY - 6)}" width="${w}" height="12" fill="${darken(wall, 0.06)}" filter="${ctx.blur(6)}"/>`;

  const kind = /oiseau|chouette|heron/.test(t)
    ? 'bird'
    : /poisson/.test(t)
      ? 'fish'
      : /vase|totem/.test(t)
        ? 'totem'
        : /masque|personnage|tete/.test(t)
          ? 'mask'
          : /coquillage/.test(t)
            ? 'shell'
            : ctx.pick(['sphere', 'bird', 'totem', 'shell']);

  const cx = w / 2 + ctx.r(-0.04, 0.04) * w;
  const R = s * (kind === 'totem' ? 0.17 : 0.26);
  const baseY = floorY + h * 0.06;
  // Cast shadow.
  out += `<ellipse cx="${f(cx + R * 0.25)}" cy="${f(baseY)}" rx="${f(R * 1.15)}" ry="${f(R * 0.18)}" fill="#3a3128" fill-opacity="0.35" filter="${ctx.blur(s * 0.02)}"/>`;

  // Object parts: [d, baseColour] with decoration clipped to each part.
  const parts = [];
  const cy = baseY - R;
  if (kind === 'totem') {
    let y = baseY;
    for (let i = 0; i < 3; i++) {
      const r = R * (1 - i * 0.18);
      y -= r * (i === 0 ? 1 : 1.75);
      parts.push([blobD(ctx, cx, y, r * 1.05, r * 0.9, { n: 10, irr: 0.04 }), cols[i % cols.length], cx, y, r]);
      y -= r * 0.05;
    }
  } else if (kind === 'fish') {
    parts.push([
      `M${f(cx + R * 1.05)} ${f(cy)}L${f(cx + R * 1.6)} ${f(cy - R * 0.55)}L${f(cx + R * 1.5)} ${f(cy)}L${f(cx + R * 1.6)} ${f(cy + R * 0.55)}Z`,
      cols[2],
      cx + R * 1.4,
      cy,
      R * 0.4,
    ]);
    parts.push([blobD(ctx, cx, cy, R * 1.15, R * 0.85, { n: 12, irr: 0.03 }), cols[0], cx, cy, R]);
  } else {
    parts.push([blobD(ctx, cx, cy, R, R * (kind === 'bird' ? 1.08 : 0.98), { n: 12, irr: 0.03 }), cols[0], cx, cy, R]);
    if (kind === 'bird') {
      const hx = cx + R * 0.55;
      const hy = cy - R * 1.05;
      parts.push([blobD(ctx, hx, hy, R * 0.42, R * 0.4, { n: 10, irr: 0.03 }), cols[0], hx, hy, R * 0.42]);
    }
  }

  for (const [d, base, px, py, pr] of parts) {
    const clip = ctx.clipD(d);
    let deco = `<path d="${d}" fill="${base}"/>`;
    const style = ctx.pick(['bands', 'dots', 'spiral', 'waves']);
    if (kind === 'shell' || style === 'spiral') {
      let sp = `M${f(px)} ${f(py)}`;
      for (let a = 0; a < Math.PI * 7; a += 0.35) {
        const rr = (a / (Math.PI * 7)) * pr * 1.05;
        sp += `L${f(px + Math.cos(a) * rr)} ${f(py + Math.sin(a) * rr)}`;
      }
      deco += `<path d="${sp}" fill="none" stroke="${cols[1]}" stroke-width="${f(pr * 0.09)}" stroke-linecap="round"/>`;
    } else if (style === 'bands') {
      for (let i = -3; i <= 3; i++) {
        deco += `<path d="M${f(px - pr * 1.6)} ${f(py + i * pr * 0.32)}Q${f(px)} ${f(py + i * pr * 0.32 + pr * 0.25)} ${f(px + pr * 1.6)} ${f(py + i * pr * 0.32)}" stroke="${cols[(i + 4) % 2 === 0 ? 1 : 3]}" stroke-width="${f(pr * 0.11)}" fill="none"/>`;
      }
    } else if (style === 'dots') {
      for (let i = 0; i < 26; i++) {
        deco += `<circle cx="${f(px + ctx.r(-1, 1) * pr)}" cy="${f(py + ctx.r(-1, 1) * pr)}" r="${f(pr * ctx.r(0.05, 0.1))}" fill="${ctx.pick([cols[1], cols[3]])}"/>`;
      }
    } else {
      for (let i = -2; i <= 2; i++) {
        let wv = `M${f(px - pr * 1.2)} ${f(py + i * pr * 0.4)}`;
        for (let k = 1; k <= 8; k++)
          wv += `Q${f(px - pr * 1.2 + (k - 0.5) * pr * 0.3)} ${f(py + i * pr * 0.4 + (k % 2 ? -1 : 1) * pr * 0.12)} ${f(px - pr * 1.2 + k * pr * 0.3)} ${f(py + i * pr * 0.4)}`;
        deco += `<path d="${wv}" stroke="${cols[1 + (Math.abs(i) % 3)]}" stroke-width="${f(pr * 0.07)}" fill="none" stroke-linecap="round"/>`;
      }
    }
    // Volume: soft highlight and core shadow.
    const shade = ctx.radialAt(
      [
        [0, '#ffffff', 0.35],
        [0.45, '#ffffff', 0],
        [0.75, '#000000', 0.12],
        [1, '#000000', 0.38],
      ],
      px - pr * 0.35,
      py - pr * 0.4,
      pr * 1.7,
    );
    out += `<g clip-path="${clip}">${deco}<rect x="${f(px - pr * 2)}" y="${f(py - pr * 2)}" width="${f(pr * 4)}" height="${f(pr * 4)}" fill="${shade}"/></g>`;
  }
  // Simple features (stylised, never a realistic face).
  if (kind === 'bird') {
    const [, , hx, hy, hr] = parts[1];
    out += `<path d="M${f(hx + hr * 0.85)} ${f(hy - hr * 0.1)}L${f(hx + hr * 1.55)} ${f(hy + hr * 0.1)}L${f(hx + hr * 0.8)} ${f(hy + hr * 0.3)}Z" fill="#d9a441"/>`;
    out += `<circle cx="${f(hx + hr * 0.35)}" cy="${f(hy - hr * 0.1)}" r="${f(hr * 0.13)}" fill="${INK}"/>`;
  } else if (kind === 'fish') {
    out += `<circle cx="${f(cx - R * 0.6)}" cy="${f(cy - R * 0.2)}" r="${f(R * 0.1)}" fill="${INK}"/>`;
  } else if (kind === 'mask') {
    for (const dx of [-0.38, 0.38]) {
      const ex = cx + dx * R;
      const ey = cy - R * 0.15;
      out += `<path d="M${f(ex - R * 0.2)} ${f(ey)}Q${f(ex)} ${f(ey - R * 0.14)} ${f(ex + R * 0.2)} ${f(ey)}Q${f(ex)} ${f(ey + R * 0.14)} ${f(ex - R * 0.2)} ${f(ey)}Z" fill="${INK}" fill-opacity="0.85"/>`;
    }
    out += `<path d="M${f(cx - R * 0.25)} ${f(cy + R * 0.45)}Q${f(cx)} ${f(cy + R * 0.55)} ${f(cx + R * 0.25)} ${f(cy + R * 0.45)}" stroke="${INK}" stroke-width="${f(R * 0.05)}" fill="none" stroke-linecap="round"/>`;
  }
  // Window light from the left.
  out += `<rect width="${w}" height="${h}" fill="${ctx.linear(
    [
      [0, '#fff6e0', 0.18],
      [0.6, '#fff6e0', 0],
    ],
    { x2: 1, y2: 0.3 },
  )}"/>`;
  out += ctx.texture('#6b5b45', 0.07, 0.03, 2);
  return ctx.svg(out);
}

/* ------------------------------------------------------------------ */
/* Peintures sur papier: bold flat shapes                              */
/* ------------------------------------------------------------------ */

const FLAT_PALETTES = [
  {
    sky: '#9cc3c9',
    sun: '#e9b44c',
    hills: ['#3f6e5a', '#6f9a6a', '#a9c08a'],
    accent: '#d4673f',
    dark: '#27414a',
    pale: '#f2e8cf',
  },
  {
    sky: '#e7d8b4',
    sun: '#d9623b',
    hills: ['#2f5d62', '#5e8c61', '#c9b458'],
    accent: '#3a5a8c',
    dark: '#1f2f3a',
    pale: '#f5efdf',
  },
  {
    sky: '#b7c9d9',
    sun: '#f2c14e',
    hills: ['#4a6fa5', '#7fa7c9', '#e0c58f'],
    accent: '#c05b4d',
    dark: '#2b3a55',
    pale: '#f4f0e4',
  },
  {
    sky: '#d6cfc1',
    sun: '#c2553a',
    hills: ['#5b7553', '#8da26f', '#e3c565'],
    accent: '#2e5e7e',
    dark: '#2c3a2f',
    pale: '#f6f0e2',
  },
];

function papier(ctx, title) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const t = normalize(title);
  const pal = ctx.pick(FLAT_PALETTES);
  const m = s * 0.045;
  const paper = '#f7f2e7';
  const hz = h * ctx.r(0.45, 0.6);
  const clip = ctx.clipRect(m, m, w - 2 * m, h - 2 * m);
  let art = `<rect width="${w}" height="${h}" fill="${pal.sky}"/>`;

  if (/nuage/.test(t)) {
    art += `<rect width="${w}" height="${h}" fill="${mix(pal.sky, pal.accent, 0.25)}"/>`;
  }
  // Sun.
  if (!/pluie/.test(t)) {
    art += `<circle cx="${f(w * ctx.r(0.2, 0.8))}" cy="${f(hz - h * ctx.r(0.15, 0.3))}" r="${f(s * ctx.r(0.07, 0.12))}" fill="${pal.sun}"/>`;
  }
  // Clouds: flat unions of circles.
  const clouds = /nuage/.test(t) ? 5 : /pluie/.test(t) ? 3 : ctx.int(0, 2);
  for (let i = 0; i < clouds; i++) {
    const cx = ctx.r(w * 0.1, w * 0.9);
    const cy = ctx.r(h * 0.08, hz - h * 0.12);
    const r = s * ctx.r(0.05, 0.09);
    const col = /pluie/.test(t) ? '#8a97a3' : pal.pale;
    for (let k = -2; k <= 2; k++) {
      art += `<circle cx="${f(cx + k * r * 0.9)}" cy="${f(cy - (2 - Math.abs(k)) * r * 0.35)}" r="${f(r * (1 - Math.abs(k) * 0.18))}" fill="${col}"/>`;
    }
    art += `<rect x="${f(cx - r * 2.3)}" y="${f(cy)}" width="${f(r * 4.6)}" height="${f(r * 0.7)}" rx="${f(r * 0.35)}" fill="${col}"/>`;
    if (/pluie/.test(t)) {
      for (let k = 0; k < 14; k++) {
        const x = cx + ctx.r(-2, 2) * r;
        const y = cy + r * ctx.r(1, 3);
        art += `<path d="M${f(x)} ${f(y)}l${f(-r * 0.2)} ${f(r * 0.6)}" stroke="${pal.dark}" stroke-width="${f(s * 0.006)}" stroke-linecap="round"/>`;
      }
    }
  }
  // Flat hills / fields.
  const estran = /estran|horizon/.test(t);
  if (estran) {
    art += `<rect y="${f(hz)}" width="${w}" height="${f(h * 0.1)}" fill="${pal.accent === '#3a5a8c' ? '#3a5a8c' : '#3f6f86'}"/>`;
    art += `<rect y="${f(hz + h * 0.1)}" width="${w}" height="${f(h)}" fill="#e3cf9e"/>`;
    for (let i = 0; i < 6; i++) {
      art += `<ellipse cx="${f(ctx.r(0, w))}" cy="${f(ctx.r(hz + h * 0.18, h))}" rx="${f(s * ctx.r(0.06, 0.15))}" ry="${f(s * ctx.r(0.012, 0.025))}" fill="#7fa6b3"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const y = hz + h * (0.12 + i * 0.03);
      art += `<path d="M0 ${f(y)}H${w}" stroke="${pal.pale}" stroke-width="${f(s * 0.006)}"/>`;
    }
  } else {
    for (let i = 0; i < 3; i++) {
      const y = hz + (h - hz) * (i * 0.3);
      let col = pal.hills[i];
      if (/colza/.test(t) && i === 1) col = '#e9c83d';
      if (/paturage/.test(t) && i === 2) col = '#8fb26a';
      art += `<path d="${landD(ridge(ctx, y, h * 0.04, { n: 8, rough: 0.05 }), h + 10)}" fill="${col}"/>`;
    }
    if (/colza/.test(t)) {
      for (let i = 0; i < 5; i++) {
        const y = hz + (h - hz) * (0.45 + i * 0.12);
        art += `<path d="M${-10} ${f(y)}Q${f(w / 2)} ${f(y - h * 0.03)} ${w + 10} ${f(y)}" stroke="#f2dc6a" stroke-width="${f(s * 0.012)}" fill="none"/>`;
      }
    }
  }
  // Trees: lollipops or willows.
  const willow = /saule/.test(t);
  const nTrees = estran ? 0 : willow ? 3 : ctx.int(1, 3);
  for (let i = 0; i < nTrees; i++) {
    const x = w * ((i + ctx.r(0.25, 0.75)) / nTrees);
    const y = hz + (h - hz) * ctx.r(0.1, 0.35);
    const th = h * ctx.r(0.18, 0.3);
    art += `<rect x="${f(x - s * 0.008)}" y="${f(y - th * 0.6)}" width="${f(s * 0.016)}" height="${f(th * 0.6)}" fill="${pal.dark}"/>`;
    if (willow) {
      for (let k = -5; k <= 5; k++) {
        const sx = x + k * th * 0.05;
        art += `<path d="M${f(x)} ${f(y - th * 0.62)}Q${f(sx + k * th * 0.06)} ${f(y - th * 0.9)} ${f(sx + k * th * 0.07)} ${f(y - th * 0.15)}" stroke="${i % 2 ? pal.hills[1] : pal.hills[0]}" stroke-width="${f(s * 0.014)}" fill="none" stroke-linecap="round"/>`;
      }
    } else {
      art += `<ellipse cx="${f(x)}" cy="${f(y - th * 0.75)}" rx="${f(th * 0.28)}" ry="${f(th * 0.32)}" fill="${ctx.pick([pal.hills[0], pal.accent, pal.dark])}"/>`;
    }
  }
  // Pâturage: a few flat cows-as-blocks would be too literal; sheep-like pale dots instead.
  if (/paturage/.test(t)) {
    for (let i = 0; i < 6; i++) {
      art += `<ellipse cx="${f(ctx.r(w * 0.1, w * 0.9))}" cy="${f(ctx.r(hz + h * 0.15, h * 0.9))}" rx="${f(s * 0.025)}" ry="${f(s * 0.015)}" fill="${pal.pale}"/>`;
    }
  }
  const body =
    `<rect width="${w}" height="${h}" fill="${paper}"/>` +
    `<g clip-path="${clip}"><g filter="${ctx.wash(s * 0.006, 0.05, 0)}">${art}</g></g>` +
    ctx.texture('#ffffff', 0.12, 0.05, 2) +
    ctx.texture('#7a6a50', 0.05, 0.02, 2);
  return ctx.svg(body);
}

/* ------------------------------------------------------------------ */
/* Photos en vrac: studio photographs                                  */
/* ------------------------------------------------------------------ */

/** A small painted landscape inside a rectangle (for canvases, frames, press photos). */
function miniLandscape(ctx, x, y, w, h, { palette, grey = false } = {}) {
  const pal = palette ?? ctx.pick([OIL.summer, OIL.sea, OIL.autumn, OIL.spring]);
  const clip = ctx.clipRect(x, y, w, h);
  const hz = y + h * ctx.r(0.5, 0.65);
  const c = (hex) => {
    if (!grey) return hex;
    // Newsprint photo: luminance only, with a touch more contrast.
    const [r, g, b] = hexToRgb(hex);
    const y = clamp((0.3 * r + 0.59 * g + 0.11 * b - 128) * 1.25 + 128, 0, 255);
    return mix(rgbToHex([y, y, y]), '#6b6358', 0.15);
  };
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c(pal.sky[1])}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.3)}" fill="${c(pal.sky[0])}" fill-opacity="0.7"/>`;
  const pts = [];
  for (let i = 0; i <= 6; i++) pts.push([x - w * 0.05 + (w * 1.1 * i) / 6, hz + ctx.r(-0.06, 0.06) * h]);
  out += `<path d="${landD(pts, y + h + 2)}" fill="${c(pal.ground[0])}"/>`;
  const pts2 = [];
  for (let i = 0; i <= 5; i++) pts2.push([x - w * 0.05 + (w * 1.1 * i) / 5, hz + h * 0.18 + ctx.r(-0.04, 0.04) * h]);
  out += `<path d="${landD(pts2, y + h + 2)}" fill="${c(pal.ground[1])}"/>`;
  const tx = x + w * ctx.r(0.25, 0.75);
  const ty = hz + h * 0.08;
  out += `<rect x="${f(tx - w * 0.012)}" y="${f(ty - h * 0.22)}" width="${f(w * 0.024)}" height="${f(h * 0.22)}" fill="${c(pal.trunk)}"/>`;
  out += `<path d="${blobD(ctx, tx, ty - h * 0.3, w * 0.13, h * 0.15, { n: 9 })}" fill="${c(pal.leaves[1])}"/>`;
  out += `<path d="${blobD(ctx, tx - w * 0.03, ty - h * 0.33, w * 0.07, h * 0.08, { n: 7 })}" fill="${c(pal.leaves[2])}" fill-opacity="0.8"/>`;
  return `<g clip-path="${clip}">${out}</g>`;
}

function easel(ctx, cx, floorY, H, canvasW, canvasH, { wood = '#8a6a48', painting = true } = {}) {
  const legW = H * 0.025;
  const top = floorY - H;
  let out = '';
  out += `<path d="${limb(cx - H * 0.2, floorY, cx - H * 0.02, top, legW, legW * 0.8, 0)}" fill="${wood}"/>`;
  out += `<path d="${limb(cx + H * 0.2, floorY, cx + H * 0.02, top, legW, legW * 0.8, 0)}" fill="${wood}"/>`;
  out += `<path d="${limb(cx, floorY - H * 0.05, cx, top + H * 0.25, legW * 0.8, legW * 0.7, 0)}" fill="${darken(wood, 0.1)}"/>`;
  const ledgeY = floorY - H * 0.42;
  const cy = ledgeY - canvasH;
  out += `<rect x="${f(cx - canvasW / 2 + 6)}" y="${f(cy + 6)}" width="${f(canvasW)}" height="${f(canvasH)}" fill="#000" fill-opacity="0.25" filter="${ctx.blur(6)}"/>`;
  out += `<rect x="${f(cx - canvasW / 2)}" y="${f(cy)}" width="${f(canvasW)}" height="${f(canvasH)}" fill="#f4efe4"/>`;
  if (painting) out += miniLandscape(ctx, cx - canvasW / 2 + 3, cy + 3, canvasW - 6, canvasH - 6);
  out += `<rect x="${f(cx - canvasW * 0.6)}" y="${f(ledgeY)}" width="${f(canvasW * 1.2)}" height="${f(legW * 1.2)}" fill="${darken(wood, 0.05)}"/>`;
  out += `<rect x="${f(cx - legW)}" y="${f(cy - legW * 2)}" width="${f(legW * 2)}" height="${f(legW * 2.5)}" fill="${wood}"/>`;
  return out;
}

function palette(ctx, cx, cy, R, rot = 0) {
  const d = `M${f(-R)} ${f(0)}C${f(-R)} ${f(-R * 0.75)} ${f(R * 0.2)} ${f(-R * 0.8)} ${f(R * 0.7)} ${f(-R * 0.45)}C${f(R * 1.1)} ${f(-R * 0.2)} ${f(R)} ${f(R * 0.45)} ${f(R * 0.55)} ${f(R * 0.5)}C${f(R * 0.2)} ${f(R * 0.55)} ${f(R * 0.15)} ${f(R * 0.2)} ${f(-R * 0.15)} ${f(R * 0.4)}C${f(-R * 0.5)} ${f(R * 0.7)} ${f(-R)} ${f(R * 0.5)} ${f(-R)} 0Z`;
  let out = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">`;
  out += `<path d="${d}" transform="translate(8 10)" fill="#000" fill-opacity="0.22" filter="${ctx.blur(R * 0.05)}"/>`;
  out += `<path d="${d}" fill="#c8a070"/><path d="${d}" fill="#e0bf90" fill-opacity="0.6" transform="scale(0.96)"/>`;
  out += `<ellipse cx="${f(-R * 0.55)}" cy="${f(R * 0.05)}" rx="${f(R * 0.11)}" ry="${f(R * 0.09)}" fill="#6a4a30"/>`;
  const paints = ['#d9b23d', '#c8553d', '#2f5d7c', '#f4efe4', '#3a6b5c', '#8a3b52', '#e08a4a'];
  for (let i = 0; i < 7; i++) {
    const a = -2.5 + i * 0.42;
    const px = Math.cos(a) * R * 0.7 + R * 0.1;
    const py = Math.sin(a) * R * 0.5 + R * 0.05;
    out += `<path d="${blobD(ctx, px, py, R * 0.08, R * 0.065, { n: 7, irr: 0.3 })}" fill="${paints[i]}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    out += `<path d="${blobD(ctx, ctx.r(-0.2, 0.4) * R, ctx.r(-0.1, 0.25) * R, R * 0.14, R * 0.07, { n: 8, irr: 0.35 })}" fill="${mix(ctx.pick(paints), '#ffffff', 0.3)}" fill-opacity="0.85"/>`;
  }
  return `${out}</g>`;
}

function brushJar(ctx, cx, baseY, H) {
  const jw = H * 0.45;
  let out = '';
  for (let i = 0; i < 7; i++) {
    const a = ctx.r(-0.35, 0.35);
    const len = H * ctx.r(1.1, 1.6);
    const x2 = cx + Math.sin(a) * len;
    const y2 = baseY - Math.cos(a) * len;
    out += `<path d="M${f(cx + ctx.r(-0.3, 0.3) * jw)} ${f(baseY - H * 0.3)}L${f(x2)} ${f(y2)}" stroke="${ctx.pick(['#8a5a3a', '#2f3a40', '#b07a4a', '#6a3a2a'])}" stroke-width="${f(H * 0.04)}" stroke-linecap="round"/>`;
    out += `<circle cx="${f(x2)}" cy="${f(y2)}" r="${f(H * 0.03)}" fill="${ctx.pick(['#c0a080', '#3a2a20', '#d9b23d'])}"/>`;
  }
  out += `<rect x="${f(cx - jw / 2)}" y="${f(baseY - H)}" width="${f(jw)}" height="${f(H)}" rx="${f(jw * 0.1)}" fill="#b9c7c9" fill-opacity="0.75"/>`;
  out += `<rect x="${f(cx - jw / 2 + jw * 0.12)}" y="${f(baseY - H * 0.9)}" width="${f(jw * 0.1)}" height="${f(H * 0.8)}" fill="#ffffff" fill-opacity="0.5"/>`;
  return out;
}

function vrac(ctx, title) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const t = normalize(title);
  const wall = ctx.pick(['#d8d0c2', '#cfd3cf', '#ddd2c0', '#c9c2b6']);
  const floorY = h * ctx.r(0.7, 0.78);
  let bg = `<rect width="${w}" height="${h}" fill="${wall}"/>`;
  // Window light on the wall.
  const lx = w * ctx.r(0.1, 0.5);
  bg += `<path d="M${f(lx)} ${f(h * 0.05)}L${f(lx + w * 0.25)} ${f(h * 0.05)}L${f(lx + w * 0.45)} ${f(floorY)}L${f(lx + w * 0.18)} ${f(floorY)}Z" fill="#fff6e2" fill-opacity="0.35" filter="${ctx.blur(s * 0.03)}"/>`;
  const wood = ctx.pick(['#7a5a3e', '#8a6a4a', '#6a5040']);
  bg += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${wood}"/>`;
  for (let i = 0; i < 7; i++) {
    const y = floorY + (h - floorY) * (i / 7) ** 1.4;
    bg += `<path d="M0 ${f(y)}H${w}" stroke="${darken(wood, 0.08)}" stroke-width="2"/>`;
  }
  let fg = '';
  if (/vernissage|accrochage|salon/.test(t)) {
    // Gallery wall with framed works and spotlights.
    bg = `<rect width="${w}" height="${h}" fill="${lighten(wall, 0.06)}"/><rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${darken(wall, 0.25)}"/>`;
    const n = ctx.int(2, 4);
    for (let i = 0; i < n; i++) {
      const fw = (w / n) * ctx.r(0.5, 0.7);
      const fh = fw * ctx.r(0.7, 1.3);
      const fx = (w / n) * (i + 0.5) - fw / 2;
      const fy = floorY * 0.45 - fh / 2;
      bg += `<ellipse cx="${f(fx + fw / 2)}" cy="${f(fy + fh * 0.3)}" rx="${f(fw * 0.9)}" ry="${f(fh * 0.9)}" fill="#fff7e6" fill-opacity="0.4" filter="${ctx.blur(s * 0.04)}"/>`;
      bg += `<rect x="${f(fx + 5)}" y="${f(fy + 8)}" width="${f(fw)}" height="${f(fh)}" fill="#000" fill-opacity="0.2" filter="${ctx.blur(5)}"/>`;
      bg += `<rect x="${f(fx - fw * 0.05)}" y="${f(fy - fw * 0.05)}" width="${f(fw * 1.1)}" height="${f(fh + fw * 0.1)}" fill="${ctx.pick(['#2b2b2b', '#8a6a48', '#f2efe8'])}"/>`;
      bg += miniLandscape(ctx, fx, fy, fw, fh);
    }
    // Soft, blurred silhouettes of visitors would suggest people: keep to a bench.
    fg += `<rect x="${f(w * 0.3)}" y="${f(floorY + (h - floorY) * 0.3)}" width="${f(w * 0.4)}" height="${f(s * 0.03)}" fill="#3a3430"/>`;
    fg += `<rect x="${f(w * 0.32)}" y="${f(floorY + (h - floorY) * 0.3)}" width="${f(s * 0.02)}" height="${f((h - floorY) * 0.4)}" fill="#3a3430"/><rect x="${f(w * 0.68 - s * 0.02)}" y="${f(floorY + (h - floorY) * 0.3)}" width="${f(s * 0.02)}" height="${f((h - floorY) * 0.4)}" fill="#3a3430"/>`;
  } else if (/palette/.test(t)) {
    bg = `<rect width="${w}" height="${h}" fill="${ctx.linear([
      [0, '#8a6a4a'],
      [1, '#6a5040'],
    ])}"/>`;
    for (let i = 0; i < 12; i++)
      bg += `<path d="M0 ${f((h / 12) * i)}H${w}" stroke="#5a4232" stroke-width="3" stroke-opacity="0.5"/>`;
    fg += palette(ctx, w * 0.5, h * 0.5, s * 0.42, ctx.r(-20, 20));
  } else if (/pinceaux/.test(t)) {
    fg += brushJar(ctx, w * 0.45, floorY + (h - floorY) * 0.5, s * 0.35);
    fg += brushJar(ctx, w * 0.72, floorY + (h - floorY) * 0.55, s * 0.22);
  } else if (/carnet/.test(t)) {
    bg = `<rect width="${w}" height="${h}" fill="#6f5644"/>`;
    const bw = s * 0.8;
    const bh = bw * 0.62;
    const bx = (w - bw) / 2;
    const by = (h - bh) / 2;
    fg += `<g transform="rotate(${f(ctx.r(-6, 6))} ${f(w / 2)} ${f(h / 2)})">`;
    fg += `<rect x="${f(bx + 10)}" y="${f(by + 14)}" width="${f(bw)}" height="${f(bh)}" fill="#000" fill-opacity="0.3" filter="${ctx.blur(10)}"/>`;
    fg += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="#f3eee2"/>`;
    fg += `<path d="M${f(w / 2)} ${f(by)}V${f(by + bh)}" stroke="#c9c0ad" stroke-width="4"/>`;
    fg += miniLandscape(ctx, bx + bw * 0.06, by + bh * 0.1, bw * 0.38, bh * 0.8);
    for (let i = 0; i < 6; i++) {
      fg += `<path d="M${f(bx + bw * 0.58)} ${f(by + bh * (0.2 + i * 0.12))}Q${f(bx + bw * 0.75)} ${f(by + bh * (0.15 + i * 0.12))} ${f(bx + bw * 0.92)} ${f(by + bh * (0.22 + i * 0.12))}" stroke="#6a6a6a" stroke-width="2" fill="none" stroke-opacity="0.6"/>`;
    }
    fg += `</g>`;
  } else {
    const ex = w * ctx.r(0.35, 0.6);
    const H = h * 0.75;
    const cw = Math.min(w * 0.45, H * 0.6);
    fg += `<ellipse cx="${f(ex)}" cy="${f(floorY + (h - floorY) * 0.5)}" rx="${f(H * 0.3)}" ry="${f(s * 0.03)}" fill="#000" fill-opacity="0.25" filter="${ctx.blur(s * 0.02)}"/>`;
    fg += easel(ctx, ex, floorY + (h - floorY) * 0.5, H, cw, cw * ctx.r(0.75, 1.25), { wood: lighten(wood, 0.08) });
    fg += palette(
      ctx,
      ex + w * 0.3 > w ? ex - w * 0.3 : ex + w * 0.28,
      floorY + (h - floorY) * 0.6,
      s * 0.12,
      ctx.r(-30, 30),
    );
    fg += brushJar(ctx, ex - w * 0.28 < 0 ? ex + w * 0.3 : ex - w * 0.25, floorY + (h - floorY) * 0.55, s * 0.12);
  }
  const body =
    `<g filter="${ctx.blur(s * 0.004)}">${bg}</g>${fg}` +
    `<rect width="${w}" height="${h}" fill="#ffcf8a" fill-opacity="0.06"/>` +
    ctx.texture('#ffffff', 0.06, 0.08, 2) +
    ctx.vignette(0.4);
  return ctx.svg(body);
}

/* ------------------------------------------------------------------ */
/* Ateliers: children's workshop table                                 */
/* ------------------------------------------------------------------ */

function ateliers(ctx) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const table = ctx.pick(['#e8dcc4', '#d9c4a0', '#e2e0d8', '#dccfb8']);
  let out = `<rect width="${w}" height="${h}" fill="${table}"/>`;
  const hue0 = ctx.r(0, 360);
  const col = () =>
    hslToHex(hue0 + ctx.pick([0, 50, 110, 170, 220, 290]) + ctx.r(-15, 15), ctx.r(0.4, 0.55), ctx.r(0.52, 0.66));
  // Sheets of paper with children's paintings.
  for (let i = 0, n = ctx.int(2, 4); i < n; i++) {
    const pw = s * ctx.r(0.3, 0.45);
    const ph = pw * 0.72;
    const px = ctx.r(-0.05, 0.8) * w;
    const py = ctx.r(-0.05, 0.8) * h;
    let sheet = `<rect x="6" y="8" width="${f(pw)}" height="${f(ph)}" fill="#000" fill-opacity="0.15" filter="${ctx.blur(4)}"/><rect width="${f(pw)}" height="${f(ph)}" fill="#fbf9f3"/>`;
    sheet += `<circle cx="${f(pw * 0.8)}" cy="${f(ph * 0.22)}" r="${f(pw * 0.1)}" fill="#f0c24a"/>`;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      sheet += `<path d="M${f(pw * 0.8 + Math.cos(a) * pw * 0.13)} ${f(ph * 0.22 + Math.sin(a) * pw * 0.13)}l${f(Math.cos(a) * pw * 0.05)} ${f(Math.sin(a) * pw * 0.05)}" stroke="#f0c24a" stroke-width="${f(pw * 0.02)}" stroke-linecap="round"/>`;
    }
    sheet += `<path d="M0 ${f(ph * 0.75)}Q${f(pw * 0.5)} ${f(ph * 0.6)} ${f(pw)} ${f(ph * 0.75)}V${f(ph)}H0Z" fill="${hslToHex(110 + ctx.r(-20, 20), 0.4, 0.55)}"/>`;
    const hx = pw * ctx.r(0.15, 0.45);
    sheet += `<rect x="${f(hx)}" y="${f(ph * 0.45)}" width="${f(pw * 0.25)}" height="${f(ph * 0.25)}" fill="${col()}"/><path d="M${f(hx - pw * 0.03)} ${f(ph * 0.45)}L${f(hx + pw * 0.125)} ${f(ph * 0.3)}L${f(hx + pw * 0.28)} ${f(ph * 0.45)}Z" fill="${col()}"/>`;
    out += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(ctx.r(-15, 15))})">${sheet}</g>`;
  }
  // Paint strokes.
  for (let i = 0; i < 8; i++) {
    const x = ctx.r(0, w);
    const y = ctx.r(0, h);
    const a = ctx.r(0, Math.PI);
    const len = s * ctx.r(0.08, 0.2);
    out += brush(ctx, x, y, x + Math.cos(a) * len, y + Math.sin(a) * len, s * 0.025, col(), {
      opacity: 0.8,
      bristles: 4,
      bend: 0.2,
    });
  }
  // Small cut-outs: circles, triangles, stars, leaves; paint pots; crayons.
  const n = ctx.int(35, 55);
  for (let i = 0; i < n; i++) {
    const x = ctx.r(0, w);
    const y = ctx.r(0, h);
    const r = s * ctx.r(0.015, 0.04);
    const c = col();
    const rot = ctx.r(0, 360);
    const kind = ctx.pick(['circle', 'tri', 'star', 'leaf', 'square', 'pot', 'crayon', 'dot']);
    let shape;
    if (kind === 'circle') shape = `<circle r="${f(r)}" fill="${c}"/>`;
    else if (kind === 'dot') shape = `<circle r="${f(r * 0.4)}" fill="${c}"/>`;
    else if (kind === 'tri')
      shape = `<path d="M0 ${f(-r)}L${f(r * 0.9)} ${f(r * 0.6)}L${f(-r * 0.9)} ${f(r * 0.6)}Z" fill="${c}"/>`;
    else if (kind === 'square')
      shape = `<rect x="${f(-r * 0.8)}" y="${f(-r * 0.8)}" width="${f(r * 1.6)}" height="${f(r * 1.6)}" fill="${c}"/>`;
    else if (kind === 'leaf')
      shape = `<path d="M${f(-r * 1.3)} 0Q0 ${f(-r)} ${f(r * 1.3)} 0Q0 ${f(r)} ${f(-r * 1.3)} 0Z" fill="${c}"/>`;
    else if (kind === 'star') {
      const pts = [];
      for (let k = 0; k < 10; k++) {
        const a = (k / 10) * Math.PI * 2 - Math.PI / 2;
        const rr = k % 2 ? r * 0.45 : r * 1.1;
        pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
      }
      shape = `<path d="${polyD(pts)}" fill="${c}"/>`;
    } else if (kind === 'pot') {
      shape = `<circle r="${f(r * 1.4)}" fill="#f4f2ee" stroke="#bdb8ae" stroke-width="${f(r * 0.15)}"/><circle r="${f(r * 1.1)}" fill="${c}"/>`;
    } else {
      shape = `<rect x="${f(-r * 2.5)}" y="${f(-r * 0.25)}" width="${f(r * 4)}" height="${f(r * 0.5)}" fill="${c}"/><path d="M${f(r * 1.5)} ${f(-r * 0.25)}L${f(r * 2.3)} 0L${f(r * 1.5)} ${f(r * 0.25)}Z" fill="#e8d2a8"/>`;
    }
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><g transform="translate(2 3)" opacity="0.18">${shape.replace(/fill="[^"]+"/g, 'fill="#000"').replace(/stroke="[^"]+"/g, 'stroke="none"')}</g>${shape}</g>`;
  }
  out += ctx.texture('#ffffff', 0.08, 0.06, 2);
  out += ctx.vignette(0.25);
  return ctx.svg(out);
}

/* ------------------------------------------------------------------ */
/* Hero and social image: dusk over the cliffs                         */
/* ------------------------------------------------------------------ */

function dusk(ctx) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  const hz = h * 0.6;
  const sunX = w * ctx.r(0.3, 0.42);
  let out = `<rect width="${w}" height="${h}" fill="${ctx.linear([
    [0, '#121b25'],
    [0.35, '#25334a'],
    [0.58, '#5a5566'],
    [0.62, '#8f6e63'],
    [1, '#8f6e63'],
  ])}"/>`;
  out += `<ellipse cx="${f(sunX)}" cy="${f(hz)}" rx="${f(w * 0.35)}" ry="${f(h * 0.2)}" fill="${ctx.radial([
    [0, '#e3a476', 0.55],
    [0.5, '#b97a62', 0.2],
    [1, '#b97a62', 0],
  ])}"/>`;
  out += strokeField(ctx, {
    x0: -w * 0.1,
    y0: h * 0.05,
    x1: w * 1.1,
    y1: hz - h * 0.04,
    count: 60,
    colors: ['#2c3a50', '#3b4860', '#5e5a6a', '#7a6466', '#1e2838'],
    width: s * 0.035,
    angle: ctx.r(-0.05, 0.05),
    spread: 0.05,
    length: [0.15, 0.4],
    opacity: 0.4,
  });
  // Faint far headland.
  out += `<path d="${landD(ridge(ctx, hz - h * 0.02, h * 0.012, { x0: w * 0.45, x1: w * 1.05, n: 10 }), hz + 2)}" fill="#4a4654" fill-opacity="0.8"/>`;
  // Sea.
  out += `<rect y="${f(hz)}" width="${w}" height="${f(h - hz)}" fill="${ctx.linear([
    [0, '#3a4558'],
    [0.4, '#222d3c'],
    [1, '#121a24'],
  ])}"/>`;
  for (let i = 0; i < 70; i++) {
    const y = hz + (h - hz) * ctx.r(0, 1) ** 1.6;
    const nearSun = ctx.chance(0.45);
    const x = nearSun ? sunX + ctx.r(-1, 1) * w * 0.12 * (1 + (y - hz) / (h - hz)) : ctx.r(0, w);
    const len = w * ctx.r(0.02, 0.08) * (0.5 + (y - hz) / (h - hz));
    out += `<path d="M${f(x - len / 2)} ${f(y)}h${f(len)}" stroke="${nearSun ? '#c98f6e' : '#4e5d70'}" stroke-width="${f(ctx.r(1.5, 4) * (s / 1080))}" stroke-opacity="${f(ctx.r(0.25, 0.6) * 100) / 100}" stroke-linecap="round"/>`;
  }
  // Étretat-like arch and needle on the right.
  const ax = w * 0.74;
  const aTop = hz - h * 0.2;
  const arch =
    `M${f(ax)} ${f(hz + h * 0.03)}L${f(ax + w * 0.005)} ${f(aTop + h * 0.02)}L${f(ax + w * 0.04)} ${f(aTop)}L${f(w * 1.05)} ${f(aTop - h * 0.03)}L${f(w * 1.05)} ${f(hz + h * 0.05)}Z` +
    `M${f(ax + w * 0.03)} ${f(hz + h * 0.035)}C${f(ax + w * 0.035)} ${f(aTop + h * 0.06)} ${f(ax + w * 0.1)} ${f(aTop + h * 0.05)} ${f(ax + w * 0.11)} ${f(hz + h * 0.04)}Z`;
  out += `<path d="${arch}" fill="#2d2d35" fill-rule="evenodd"/>`;
  out += `<path d="M${f(ax - w * 0.05)} ${f(hz + h * 0.03)}L${f(ax - w * 0.04)} ${f(hz - h * 0.1)}L${f(ax - w * 0.032)} ${f(hz - h * 0.13)}L${f(ax - w * 0.026)} ${f(hz - h * 0.09)}L${f(ax - w * 0.02)} ${f(hz + h * 0.03)}Z" fill="#2a2a33"/>`;
  const archClip = ctx.clipD(arch);
  out += `<g clip-path="${archClip}">${strokeField(ctx, { x0: ax, y0: aTop - h * 0.05, x1: w, y1: hz + h * 0.05, count: 18, colors: ['#45434c', '#3a3942', '#514b50'], width: s * 0.012, angle: 0.02, length: [0.1, 0.3], spread: 0.05, opacity: 0.6 })}</g>`;
  // Left headland with grass and a windswept tree.
  const left = cliffD(ctx, { side: 'left', edgeX: w * 0.3, topY: hz - h * 0.14, baseY: h * 1.05, jag: 0.02 });
  out += `<path d="${left.d}" fill="#1e2428"/>`;
  out += `<path d="${landD(ridge(ctx, h * 0.86, h * 0.04, { x0: -w * 0.05, x1: w * 0.55, n: 8 }).concat([[w * 0.7, h * 1.02]]), h + 5)}" fill="#151b1c"/>`;
  const leftClip = ctx.clipD(left.d);
  out += `<g clip-path="${leftClip}">${strokeField(ctx, { x0: 0, y0: hz - h * 0.15, x1: w * 0.32, y1: h, count: 25, colors: ['#2a3032', '#333a38', '#1a2022'], width: s * 0.02, angle: 0.1, length: [0.1, 0.3], spread: 0.3, opacity: 0.5 })}</g>`;
  const tx = w * 0.14;
  const ty = left.top[2][1] + h * 0.01;
  const { d, tips } = treeShape(ctx, {
    x: tx,
    y: ty,
    height: h * 0.5,
    width: s * 0.025,
    depth: 6,
    spread: 0.5,
    lean: 0.3,
  });
  out += foliageDabs(ctx, tips, ['#171d1e', '#1f2626', '#262c2a'], { size: s * 0.018, per: 5, spreadK: 1.2 });
  out += `<path d="${d}" fill="#121617"/>`;
  out += ctx.texture('#ffffff', 0.05, 0.05, 2);
  out += ctx.vignette(0.45);
  return ctx.svg(out);
}

/* ------------------------------------------------------------------ */
/* Press clippings                                                     */
/* ------------------------------------------------------------------ */

function clippingBody(ctx, W, H, index) {
  const paperHue = ctx.r(38, 48);
  const paper = hslToHex(paperHue, ctx.r(0.25, 0.45), ctx.r(0.86, 0.92));
  const ink = hslToHex(paperHue, 0.08, ctx.r(0.22, 0.3));
  const grey = mix(ink, paper, 0.45);
  const pad = W * 0.07;
  // Scissor-cut edge: a slightly irregular polygon.
  const cut = [];
  const steps = 10;
  const j = () => ctx.r(-1, 1) * W * 0.006;
  for (let i = 0; i <= steps; i++) cut.push([(W * i) / steps + j(), W * 0.012 + j()]);
  for (let i = 1; i <= steps; i++) cut.push([W - W * 0.012 + j(), (H * i) / steps + j()]);
  for (let i = steps - 1; i >= 0; i--) cut.push([(W * i) / steps + j(), H - W * 0.012 + j()]);
  for (let i = steps - 1; i > 0; i--) cut.push([W * 0.012 + j(), (H * i) / steps + j()]);
  const cutD = polyD(cut);
  let out = `<path d="${cutD}" fill="${paper}"/>`;
  const clip = ctx.clipD(cutD);
  let inner = '';
  // Yellowing stains.
  for (let i = 0; i < 4; i++) {
    inner += `<path d="${blobD(ctx, ctx.r(0, W), ctx.r(0, H), W * ctx.r(0.15, 0.35), H * ctx.r(0.1, 0.25), { n: 8 })}" fill="${hslToHex(paperHue - 4, 0.5, 0.72)}" fill-opacity="${f(ctx.r(0.08, 0.18) * 100) / 100}" filter="${ctx.blur(W * 0.04)}"/>`;
  }
  let y = pad;
  const lineH = W * ctx.r(0.009, 0.011);
  const gap = lineH * 0.95;
  // Kicker: a dark bold band with grey bars standing for the headline.
  const bandH = H * ctx.r(0.07, 0.1);
  const bandStyle = index % 3;
  if (bandStyle === 0) {
    inner += `<rect x="${f(pad)}" y="${f(y)}" width="${f(W - 2 * pad)}" height="${f(bandH)}" fill="${ink}"/>`;
    inner += `<rect x="${f(pad + W * 0.04)}" y="${f(y + bandH * 0.28)}" width="${f((W - 2 * pad) * ctx.r(0.5, 0.8))}" height="${f(bandH * 0.18)}" fill="${mix(paper, ink, 0.25)}"/>`;
    inner += `<rect x="${f(pad + W * 0.04)}" y="${f(y + bandH * 0.58)}" width="${f((W - 2 * pad) * ctx.r(0.3, 0.6))}" height="${f(bandH * 0.18)}" fill="${mix(paper, ink, 0.25)}"/>`;
    y += bandH + H * 0.025;
  } else {
    // Bold headline bars directly on the paper, with thin rules.
    inner += `<rect x="${f(pad)}" y="${f(y)}" width="${f(W - 2 * pad)}" height="${f(H * 0.004)}" fill="${ink}"/>`;
    y += H * 0.02;
    const lines = bandStyle === 1 ? 2 : 3;
    for (let i = 0; i < lines; i++) {
      const hw = (W - 2 * pad) * (i === lines - 1 ? ctx.r(0.4, 0.75) : ctx.r(0.85, 1));
      inner += `<rect x="${f(pad)}" y="${f(y)}" width="${f(hw)}" height="${f(bandH * 0.32)}" rx="2" fill="${ink}" fill-opacity="0.88"/>`;
      y += bandH * 0.45;
    }
    y += H * 0.01;
    inner += `<rect x="${f(pad)}" y="${f(y)}" width="${f((W - 2 * pad) * 0.6)}" height="${f(lineH * 1.2)}" fill="${grey}"/>`;
    y += lineH * 1.2 + H * 0.025;
  }
  // Columns with a picture block.
  const cols = ctx.pick([2, 3, 3, 4]);
  const colGap = W * 0.035;
  const colW = (W - 2 * pad - colGap * (cols - 1)) / cols;
  const picSpan = cols === 2 ? ctx.pick([1, 2]) : ctx.pick([1, 2, 2]);
  const picCol = ctx.int(0, cols - picSpan);
  const picW = colW * picSpan + colGap * (picSpan - 1);
  const picH = picW * ctx.r(0.55, 0.85);
  const picTop = ctx.chance(0.5);
  const bottom = H - pad;
  const picY = picTop ? y : bottom - picH - lineH * 3;
  const picX = pad + picCol * (colW + colGap);
  inner += `<rect x="${f(picX - 2)}" y="${f(picY - 2)}" width="${f(picW + 4)}" height="${f(picH + 4)}" fill="${ink}" fill-opacity="0.6"/>`;
  inner += `<g opacity="0.9">${miniLandscape(ctx, picX, picY, picW, picH, { grey: true })}</g>`;
  inner += `<rect x="${f(picX)}" y="${f(picY + picH + lineH * 0.8)}" width="${f(picW * 0.7)}" height="${f(lineH * 0.8)}" fill="${grey}" fill-opacity="0.8"/>`;
  let text = '';
  for (let c = 0; c < cols; c++) {
    const x = pad + c * (colW + colGap);
    const inPic = c >= picCol && c < picCol + picSpan;
    let ly = y;
    let para = ctx.int(4, 9);
    while (ly + lineH < bottom) {
      if (inPic && ly + lineH > picY - lineH && ly < picY + picH + lineH * 2.6) {
        ly = picY + picH + lineH * 2.6;
        continue;
      }
      para -= 1;
      const short = para === 0;
      const lw = short ? colW * ctx.r(0.25, 0.7) : colW * ctx.r(0.93, 1);
      text += `M${f(x)} ${f(ly)}h${f(lw)}v${f(lineH)}h${f(-lw)}Z`;
      ly += lineH + gap;
      if (short) {
        ly += gap;
        para = ctx.int(4, 9);
      }
    }
  }
  inner += `<path d="${text}" fill="${grey}"/>`;
  // Column rules.
  for (let c = 1; c < cols; c++) {
    const x = pad + c * (colW + colGap) - colGap / 2;
    inner += `<path d="M${f(x)} ${f(y)}V${f(bottom)}" stroke="${grey}" stroke-opacity="0.5" stroke-width="1"/>`;
  }
  // Aged edges.
  inner += `<rect width="${W}" height="${H}" fill="${ctx.radial([
    [0.6, '#a07a3a', 0],
    [1, '#a07a3a', 0.22],
  ])}"/>`;
  out += `<g clip-path="${clip}">${inner}</g>`;
  // A fold line across the clipping, sometimes.
  if (ctx.chance(0.5)) {
    const fy = H * ctx.r(0.35, 0.65);
    out += `<path d="M0 ${f(fy)}H${W}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/><path d="M0 ${f(fy + 2)}H${W}" stroke="#6a5a40" stroke-opacity="0.15" stroke-width="2"/>`;
  }
  return out;
}

function pressClipping(ctx, index) {
  const { w, h } = ctx;
  const bg = `<rect width="${w}" height="${h}" fill="#e6dfd2"/>`;
  return ctx.svg(bg + clippingBody(ctx, w, h, index) + ctx.texture('#6a5535', 0.07, 0.03, 2));
}

function pressCard(ctx) {
  const { w, h } = ctx;
  let out = `<rect width="${w}" height="${h}" fill="#cfc6b8"/>`;
  out += strokeField(ctx, {
    x0: 0,
    y0: 0,
    x1: w,
    y1: h,
    count: 30,
    colors: ['#c4baa9', '#d8d0c2', '#bdb3a2'],
    width: h * 0.05,
    length: [0.2, 0.5],
    spread: 0.05,
    opacity: 0.4,
  });
  const specs = [
    [w * 0.12, h * 0.1, -8],
    [w * 0.5, h * 0.02, 6],
    [w * 0.3, h * 0.35, -2],
  ];
  specs.forEach(([x, y, rot], i) => {
    const W = 360;
    const H = 480;
    const k = (h * 0.9) / H;
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${f(k * 100) / 100})"><rect x="8" y="12" width="${W}" height="${H}" fill="#000" fill-opacity="0.2" filter="${ctx.blur(8)}"/>${clippingBody(ctx, W, H, i)}</g>`;
  });
  out += ctx.vignette(0.25);
  return ctx.svg(out);
}

/* ------------------------------------------------------------------ */
/* Books: a 1993 cover and a video poster                              */
/* ------------------------------------------------------------------ */

function bookCover(ctx) {
  const { w, h } = ctx;
  const cloth = '#2f4a4f';
  let out = `<rect width="${w}" height="${h}" fill="${cloth}"/>`;
  out += ctx.texture('#ffffff', 0.06, 0.08, 2);
  // Title and author as light bars (no text).
  out += `<rect x="${f(w * 0.18)}" y="${f(h * 0.09)}" width="${f(w * 0.64)}" height="${f(h * 0.035)}" rx="3" fill="#efe6d2" fill-opacity="0.92"/>`;
  out += `<rect x="${f(w * 0.28)}" y="${f(h * 0.15)}" width="${f(w * 0.44)}" height="${f(h * 0.018)}" rx="3" fill="#d9c8a0" fill-opacity="0.85"/>`;
  // Framed painting.
  const px = w * 0.12;
  const py = h * 0.24;
  const pw = w * 0.76;
  const ph = h * 0.52;
  out += `<rect x="${f(px - 6)}" y="${f(py - 6)}" width="${f(pw + 12)}" height="${f(ph + 12)}" fill="#d9c8a0"/>`;
  const inner = new Ctx('livre-1993-painting', Math.round(pw), Math.round(ph));
  const painting = toile(inner, 'Falaises');
  const encoded = Buffer.from(painting).toString('base64');
  out += `<image x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" href="data:image/svg+xml;base64,${encoded}"/>`;
  out += `<rect x="${f(w * 0.4)}" y="${f(h * 0.84)}" width="${f(w * 0.2)}" height="${f(h * 0.015)}" rx="3" fill="#efe6d2" fill-opacity="0.8"/>`;
  out += `<rect x="${f(w * 0.46)}" y="${f(h * 0.9)}" width="${f(w * 0.08)}" height="${f(h * 0.012)}" rx="3" fill="#d9c8a0" fill-opacity="0.6"/>`;
  // Spine fold and lighting.
  out += `<rect width="${f(w * 0.05)}" height="${h}" fill="${ctx.linear(
    [
      [0, '#000000', 0.35],
      [0.7, '#000000', 0.05],
      [1, '#ffffff', 0.12],
    ],
    { x2: 1, y2: 0 },
  )}"/>`;
  out += `<rect width="${w}" height="${h}" fill="${ctx.linear(
    [
      [0, '#ffffff', 0.08],
      [1, '#000000', 0.12],
    ],
    { x2: 1, y2: 1 },
  )}"/>`;
  return ctx.svg(out);
}

function videoPoster(ctx) {
  const { w, h } = ctx;
  const s = Math.min(w, h);
  let out = `<rect width="${w}" height="${h}" fill="${ctx.linear([
    [0, '#2a2622'],
    [1, '#1a1816'],
  ])}"/>`;
  out += `<ellipse cx="${f(w * 0.3)}" cy="${f(h * 0.35)}" rx="${f(w * 0.4)}" ry="${f(h * 0.5)}" fill="#8a6e52" fill-opacity="0.35" filter="${ctx.blur(s * 0.08)}"/>`;
  const floorY = h * 0.85;
  out += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="#201b17"/>`;
  // Canvas in progress on an easel, left of centre: half painted, half sketched.
  const cx = w * 0.3;
  const H = h * 0.95;
  const cw = w * 0.3;
  const ch = cw * 0.8;
  out += easel(ctx, cx, floorY + h * 0.05, H, cw, ch, { wood: '#5a4430', painting: false });
  const ledgeY = floorY + h * 0.05 - H * 0.42;
  const cy = ledgeY - ch;
  const x0 = cx - cw / 2;
  const paintedClip = ctx.clipD(`M${f(x0)} ${f(cy)}H${f(x0 + cw * 0.62)}L${f(x0 + cw * 0.5)} ${f(cy + ch)}H${f(x0)}Z`);
  out += `<g clip-path="${paintedClip}">${miniLandscape(ctx, x0, cy, cw, ch, { palette: OIL.sea })}</g>`;
  // Pencil sketch on the unpainted part.
  let sketch = '';
  for (let i = 0; i < 6; i++) {
    const y = cy + ch * (0.45 + i * 0.08);
    sketch += `<path d="M${f(x0 + cw * 0.45)} ${f(y)}Q${f(x0 + cw * 0.7)} ${f(y - ch * 0.06)} ${f(x0 + cw * 0.97)} ${f(y + ctx.r(-8, 8))}" stroke="#7a7468" stroke-width="1.5" fill="none" stroke-opacity="0.7"/>`;
  }
  out += sketch;
  // Brush strokes leaving the painted area.
  out += brush(ctx, x0 + cw * 0.55, cy + ch * 0.3, x0 + cw * 0.72, cy + ch * 0.25, s * 0.02, '#6f9cb3', {
    opacity: 0.8,
    bristles: 4,
  });
  out += palette(ctx, w * 0.78, floorY - h * 0.05, s * 0.16, 12);
  out += brushJar(ctx, w * 0.6, floorY + h * 0.02, s * 0.16);
  // Darken the centre so that a white play button reads well.
  out += `<rect width="${w}" height="${h}" fill="#000" fill-opacity="0.28"/>`;
  out += `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${f(w * 0.15)}" ry="${f(h * 0.2)}" fill="#000" fill-opacity="0.25" filter="${ctx.blur(s * 0.06)}"/>`;
  out += ctx.texture('#ffffff', 0.05, 0.08, 2);
  out += ctx.vignette(0.5);
  return ctx.svg(out);
}

/* ------------------------------------------------------------------ */
/* Icons                                                               */
/* ------------------------------------------------------------------ */

/** A stylised tree drawn in a 64x64 box (canopy of brushy dabs, tapered trunk, ground stroke). */
const TREE_MARK =
  `<path d="M32 13.5c6.8 0 11.6 4.4 12.2 9.6 3.4 1.2 5.4 4.1 5.1 7.5-.4 4.3-4.1 7-8.4 6.8-1.9 2.3-5 3.4-8.1 2.9-2.6 1.6-6.2 1.5-8.6-.3-4.3.4-8-2.4-8.3-6.5-.3-3.2 1.5-6 4.4-7.3.4-6.4 5.3-12.7 11.7-12.7z" fill="${INK}"/>` +
  `<path d="M30.6 52.5c.8-5 .9-10.2.5-15.8l-4.7-4.4 1.3-1.2 3.8 2.9c.1-1.6.3-3 .5-4.5h2c.2 1.8.3 3.5.3 5.2l4.4-4.3 1.3 1.2-5.6 6.2c-.2 5 0 10 .8 14.7z" fill="${INK}"/>` +
  `<path d="M32 37.5V27.5M32 33l-4.6-4.4M32 30.5l4.2-4" stroke="${PAPER}" stroke-width="1.5" stroke-linecap="round" fill="none" opacity="0.8"/>` +
  `<path d="M16 53.2c5.5-1.3 11.3-1.6 16.3-1.4 5.6.2 10.8.8 15.7 1.6" stroke="${INK}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${PAPER}"/>${TREE_MARK}</svg>\n`;

/** Full-bleed square for maskable/app icons: the mark scaled down into the safe zone. */
function iconSvg(size, scale) {
  const off = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PAPER}"/><g transform="translate(${f(off)} ${f(off + 0.5)}) scale(${scale})">${TREE_MARK}</g></svg>`;
}

/* ------------------------------------------------------------------ */
/* Rendering and encoding                                              */
/* ------------------------------------------------------------------ */

const written = [];
const colors = {};

function toHex({ r, g, b }) {
  return rgbToHex([r, g, b]);
}

async function ensureDir(file) {
  await mkdir(path.dirname(file), { recursive: true });
}

async function writeOut(publicPath, buffer) {
  const file = path.join(PUBLIC_DIR, publicPath);
  await ensureDir(file);
  await writeFile(file, buffer);
  written.push([publicPath, buffer.length]);
}

/**
 * Renders an SVG once, then writes each requested size as WebP.
 * outputs: [{ path, width, height, color: boolean, small: boolean, zoom: boolean }]
 */
async function renderWebp(svg, outputs, { scale = 1 } = {}) {
  // Soft styles are rasterised at a lower scale (SVG filters are costly) and upscaled.
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const out of outputs) {
    let img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (out.width !== info.width || out.height !== info.height) {
      img = img.resize(out.width, out.height, { fit: 'fill', kernel: 'lanczos3' });
    }
    const buf = await img.webp(out.zoom ? WEBP_ZOOM : out.small ? WEBP_SMALL : WEBP).toBuffer();
    await writeOut(out.path, buf);
    if (out.color) {
      const { dominant } = await sharp(buf).stats();
      colors[`/${out.path}`] = toHex(dominant);
    }
  }
}

/** Runs async jobs with bounded concurrency, preserving determinism of each job. */
async function runPool(jobs, limit) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

/** Rasterisation scale of the filter-heavy, soft styles (upscaled afterwards). */
const RENDER_SCALE = new Map([
  [aquarelle, 0.5],
  [papier, 0.6],
]);

const scaled = (w, h, width) => ({ width, height: Math.round((h * width) / w) });

/**
 * The picture size of the seed records that, like the earlier site's, store no size of their
 * own (the demo exercises that case): a 4:5 portrait.
 */
const LEGACY_ARTWORK_SIZE = { width: 1200, height: 1500 };

async function main() {
  const started = Date.now();
  const seeds = JSON.parse(await readFile(SEED_FILE, 'utf8'));
  const jobs = [];

  const styleFor = (type) => {
    switch (type) {
      case 'Aquarelles':
        return aquarelle;
      case 'Peinture sur Toile':
        return toile;
      case 'Pâte à papier':
        return pate;
      case 'Peintures sur papier':
        return papier;
      case 'Photos en vrac':
        return vrac;
      case 'ateliers':
        return ateliers;
      default:
        return toile;
    }
  };

  // 1. Artworks: the large image, its thumbnail, and a zoom version twice the large one's size,
  // drawn at that size rather than enlarged, so that zooming in shows more detail.
  for (const art of seeds) {
    const { width, height } = art.width && art.height ? art : LEGACY_ARTWORK_SIZE;
    jobs.push(async () => {
      const ctx = new Ctx(art.image, width, height);
      const style = styleFor(art.type);
      const svg = style(ctx, art.title);
      const small = scaled(width, height, 800);
      const scale = RENDER_SCALE.get(style) ?? 1;
      await renderWebp(
        svg,
        [
          { path: `images/oeuvres/${art.image}-1200.webp`, width, height, color: true },
          { path: `images/oeuvres/${art.image}-800.webp`, ...small, color: true, small: true },
        ],
        { scale },
      );
      await renderWebp(
        svg,
        [{ path: `images/oeuvres/${art.image}-2400.webp`, width: width * 2, height: height * 2, zoom: true }],
        { scale: scale * 2 },
      );
    });
  }

  // 2. Hero.
  jobs.push(async () => {
    const svg = dusk(new Ctx('hero', 1920, 1080));
    await renderWebp(svg, [
      { path: 'images/hero/hero-1920.webp', width: 1920, height: 1080, color: true },
      { path: 'images/hero/hero-1280.webp', width: 1280, height: 720 },
      { path: 'images/hero/hero-768.webp', width: 768, height: 432, small: true },
    ]);
  });

  // 3. Category cards.
  const cards = {
    'pate-a-papier': (ctx) => pate(ctx, 'Chouette'),
    'peinture-sur-toile': (ctx) => toile(ctx, 'Le grand chêne'),
    aquarelles: (ctx) => aquarelle(ctx, 'Falaise d’Étretat en été'),
    'peintures-sur-papier': (ctx) => papier(ctx, 'Colza'),
    vrac: (ctx) => vrac(ctx, 'Atelier'),
    ateliers: (ctx) => ateliers(ctx),
    presse: (ctx) => pressCard(ctx),
  };
  for (const [name, draw] of Object.entries(cards)) {
    jobs.push(async () => {
      const svg = draw(new Ctx(`card-${name}`, 800, 600));
      await renderWebp(
        svg,
        [
          { path: `images/cards/${name}-800.webp`, width: 800, height: 600, color: true },
          { path: `images/cards/${name}-400.webp`, width: 400, height: 300, small: true },
        ],
        { scale: name === 'aquarelles' || name === 'peintures-sur-papier' ? 0.75 : 1 },
      );
    });
  }

  // 4. Press clippings.
  for (let i = 0; i < PRESS_COUNT; i++) {
    jobs.push(async () => {
      const svg = pressClipping(new Ctx(`presse-${i}`, 720, 960), i);
      await renderWebp(svg, [
        { path: `images/presse/presse-${i}.webp`, width: 720, height: 960, color: true },
        { path: `images/presse/presse-${i}-360.webp`, width: 360, height: 480, small: true },
      ]);
    });
  }

  // 5. Books.
  jobs.push(async () => {
    const svg = bookCover(new Ctx('livre-1993', 600, 900));
    await renderWebp(svg, [
      { path: 'images/livres/livre-1993-600.webp', width: 600, height: 900, color: true },
      { path: 'images/livres/livre-1993-300.webp', width: 300, height: 450, small: true },
    ]);
  });
  jobs.push(async () => {
    const svg = videoPoster(new Ctx('video-poster', 1280, 720));
    await renderWebp(svg, [
      { path: 'images/livres/video-poster-1280.webp', width: 1280, height: 720, color: true },
      { path: 'images/livres/video-poster-640.webp', width: 640, height: 360, small: true },
    ]);
  });

  // 6. Social share image.
  jobs.push(async () => {
    const svg = dusk(new Ctx('og-image', 1200, 630));
    const buf = await sharp(Buffer.from(svg))
      .flatten({ background: '#000000' })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    await writeOut('images/og-image.jpg', buf);
  });

  // 7. Icons.
  jobs.push(async () => {
    await writeOut('favicon.svg', Buffer.from(FAVICON_SVG));
    for (const [file, size, scale] of [
      ['icons/icon-192.png', 192, 0.72],
      ['icons/icon-512.png', 512, 0.72],
      ['apple-touch-icon.png', 180, 0.8],
    ]) {
      const buf = await sharp(Buffer.from(iconSvg(size, scale)))
        .png({ compressionLevel: 9, palette: true, colours: 64 })
        .toBuffer();
      await writeOut(file, buf);
    }
  });

  await runPool(jobs, 3);

  const sortedColors = Object.fromEntries(
    Object.keys(colors)
      .sort()
      .map((k) => [k, colors[k]]),
  );
  await mkdir(path.dirname(COLORS_FILE), { recursive: true });
  await writeFile(COLORS_FILE, `${JSON.stringify(sortedColors, null, 2)}\n`);

  const total = written.reduce((sum, [, n]) => sum + n, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `generate-images: ${written.length} files, ${total} bytes (${(total / 1024 / 1024).toFixed(2)} MB) in ${seconds}s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
