/**
 * The motifs the pictures share: curves and blobs, horizons, brush strokes, trees, cliffs, and
 * the studio's small things (a painted canvas, an easel, a palette, a jar of brushes).
 */
import { clamp, darken, f, hexToRgb, mix, op, rgbToHex } from './canvas.mjs';

/** Catmull-Rom spline through points as cubic Béziers. */
export function smooth(pts, closed = false) {
  const n = pts.length;
  const at = (i) => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export const polyD = (pts) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;

/** The band between a line of points and the same line moved down by `depth()` a point (a grass cap). */
export const bandD = (pts, depth) => polyD([...pts, ...pts.toReversed().map(([x, y]) => [x, y + depth()])]);

/** An organic closed blob. */
export function blobD(ctx, cx, cy, rx, ry, { n = 8, irr = 0.22 } = {}) {
  const pts = [];
  const phase = ctx.r(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const k = 1 + ctx.r(-irr, irr);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

/** Points of an undulating horizon line across the canvas. */
export function ridge(ctx, y, amp, { n = 18, rough = 0.25, x0 = -ctx.w * 0.05, x1 = ctx.w * 1.05 } = {}) {
  const waves = [0, 1, 2].map((k) => ({
    fr: ctx.r(0.6, 1.6) * (k * 2.2 + 1),
    ph: ctx.r(0, Math.PI * 2),
    a: [1, 0.45, 0.2][k],
  }));
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    let v = 0;
    for (const wv of waves) v += wv.a * Math.sin(wv.fr * (x / ctx.w) * Math.PI * 2 + wv.ph);
    pts.push([x, y + amp * (v / 1.65 + ctx.r(-rough, rough))]);
  }
  return pts;
}

/** A landmass below a line of points, closed down to `bottom`. */
export function landD(pts, bottom) {
  return `${smooth(pts)}L${f(pts.at(-1)[0])} ${f(bottom)}L${f(pts[0][0])} ${f(bottom)}Z`;
}

/** A brush stroke made of a soft body and a few bristle lines. */
export function brush(ctx, x1, y1, x2, y2, width, color, { opacity = 0.6, bristles = 5, bend = 0.08 } = {}) {
  const [dx, dy] = [x2 - x1, y2 - y1];
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / len, dx / len];
  const b = ctx.r(-bend, bend) * len;
  const [mx, my] = [(x1 + x2) / 2 + nx * b, (y1 + y2) / 2 + ny * b];
  let out = `<g stroke="${color}" fill="none" stroke-linecap="round">`;
  out += `<path d="M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" stroke-width="${f(width * 0.8)}" stroke-opacity="${f(opacity * 55) / 100}"/>`;
  for (let i = 0; i < bristles; i++) {
    const o = (bristles === 1 ? 0 : i / (bristles - 1) - 0.5) * width;
    const [s, e] = [ctx.r(0, 0.14), 1 - ctx.r(0, 0.18)];
    const [ax, ay] = [x1 + dx * s + nx * o, y1 + dy * s + ny * o];
    const [bx, by] = [x1 + dx * e + nx * o, y1 + dy * e + ny * o];
    const sw = (width / bristles) * ctx.r(1.1, 1.9);
    out += `<path d="M${f(ax)} ${f(ay)}Q${f(mx + nx * o)} ${f(my + ny * o)} ${f(bx)} ${f(by)}" stroke-width="${f(sw)}" stroke-opacity="${f(opacity * ctx.r(40, 95)) / 100}"/>`;
  }
  return `${out}</g>`;
}

/**
 * `count` roughly parallel strokes of `colors`, about `width` wide, filling the box [x0, y0, x1, y1];
 * their length is a fraction of the box's width.
 */
export function strokeField(
  ctx,
  [x0, y0, x1, y1],
  count,
  colors,
  width,
  { angle = 0, spread = 0.12, length, opacity },
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [cx, cy] = [ctx.r(x0, x1), ctx.r(y0, y1)];
    const len = (x1 - x0) * ctx.r(length[0], length[1]);
    const a = angle + ctx.r(-spread, spread);
    const [dx, dy] = [(Math.cos(a) * len) / 2, (Math.sin(a) * len) / 2];
    const [size, color, stroke] = [width * ctx.r(0.6, 1.3), ctx.pick(colors), { bristles: 4, bend: 0.05 }];
    out += brush(ctx, cx - dx, cy - dy, cx + dx, cy + dy, size, color, {
      opacity: opacity * ctx.r(0.6, 1.1),
      ...stroke,
    });
  }
  return out;
}

/** A tapered branch segment as a filled shape. */
export function limb(x, y, x2, y2, w1, w2, bend) {
  const len = Math.hypot(x2 - x, y2 - y) || 1;
  const [nx, ny] = [-(y2 - y) / len, (x2 - x) / len];
  const [mx, my] = [(x + x2) / 2 + nx * bend, (y + y2) / 2 + ny * bend];
  const wm = (w1 + w2) / 4;
  return (
    `M${f(x + (nx * w1) / 2)} ${f(y + (ny * w1) / 2)}` +
    `Q${f(mx + nx * wm)} ${f(my + ny * wm)} ${f(x2 + (nx * w2) / 2)} ${f(y2 + (ny * w2) / 2)}` +
    `L${f(x2 - (nx * w2) / 2)} ${f(y2 - (ny * w2) / 2)}` +
    `Q${f(mx - nx * wm)} ${f(my - ny * wm)} ${f(x - (nx * w1) / 2)} ${f(y - (ny * w1) / 2)}Z`
  );
}

/** A branching tree from (x, y) upwards: the trunk and branches' path, and the tips for foliage. */
export function treeShape(ctx, { x, y, height, width, depth = 5, spread = 0.55, lean = 0, roots = true }) {
  let d = '';
  const tips = [];
  const grow = (x0, y0, ang, len, wid, level) => {
    const [x1, y1] = [x0 + Math.cos(ang) * len, y0 + Math.sin(ang) * len];
    d += limb(x0, y0, x1, y1, wid, wid * 0.66, ctx.r(-0.12, 0.12) * len);
    if (level >= depth) return tips.push([x1, y1, ang, len]);
    const kids = level === 0 ? 2 : ctx.chance(0.3) ? 3 : 2;
    for (let k = 0; k < kids; k++) {
      const a = ang + (k / (kids - 1) - 0.5) * 2 * spread * ctx.r(0.6, 1.15) + ctx.r(-0.15, 0.15);
      grow(x1, y1, a, len * ctx.r(0.62, 0.8), wid * 0.66, level + 1);
    }
  };
  // Trunk in two segments for a slight sway.
  const trunkLen = height * 0.32;
  const a0 = -Math.PI / 2 + lean;
  const mx = x + Math.cos(a0 + ctx.r(-0.08, 0.08)) * trunkLen * 0.5;
  const my = y + Math.sin(a0) * trunkLen * 0.5;
  d += limb(x, y, mx, my, width, width * 0.85, ctx.r(-0.05, 0.05) * trunkLen);
  grow(mx, my, a0 + ctx.r(-0.06, 0.06), trunkLen * 0.55, width * 0.85, 0);
  if (roots) {
    // Drawn counter-clockwise like the limbs, so that the non-zero fill rule adds them up.
    const [p, q] = [(k) => f(x + width * k), (k) => f(y + width * k)];
    d += `M${p(1.1)} ${q(0.12)}Q${p(0.3)} ${q(-0.2)} ${p(0.35)} ${q(-1.2)}L${p(-0.35)} ${q(-1.2)}Q${p(-0.3)} ${q(-0.2)} ${p(-1.1)} ${q(0.12)}Z`;
  }
  return { d, tips };
}

/** Impasto-like foliage: small rotated dabs around the tips. */
export function foliageDabs(ctx, tips, colors, { size, per = 8, spreadK = 1, opacity = [0.75, 0.95] }) {
  let out = '';
  for (const [tx, ty, , len] of tips) {
    const rad = Math.max(size * 2, len * 0.9) * spreadK;
    for (let i = 0; i < per; i++) {
      const a = ctx.r(0, Math.PI * 2);
      const r = Math.sqrt(ctx.rand()) * rad;
      const [cx, cy] = [tx + Math.cos(a) * r, ty + Math.sin(a) * r * 0.8];
      const rx = size * ctx.r(0.6, 1.4);
      const ry = rx * ctx.r(0.35, 0.65);
      out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(ctx.r(-60, 60))} ${f(cx)} ${f(cy)})" fill="${ctx.pick(colors)}" fill-opacity="${op(ctx.r(opacity[0], opacity[1]))}"/>`;
    }
  }
  return out;
}

/** A tree drawn as shapes, its foliage under and over the branches. */
export function tree(ctx, shape, trunk, under, over) {
  const { d, tips } = treeShape(ctx, shape);
  const overTips = () => (over.tips ? tips.filter(over.tips) : tips);
  return `${foliageDabs(ctx, tips, under.colors, under)}<path d="${d}" fill="${trunk}"/>${over ? foliageDabs(ctx, overTips(), over.colors, over) : ''}`;
}

/** A chalk cliff on one side; returns the outline, its top and its face. */
export function cliffD(ctx, { side, edgeX, topY, baseY, jag = 0.04 }) {
  const dir = side === 'left' ? 1 : -1;
  const outer = side === 'left' ? -ctx.w * 0.05 : ctx.w * 1.05;
  const top = [];
  for (let i = 0; i <= 6; i++)
    top.push([outer + ((edgeX - outer) * i) / 6, topY + ctx.r(-1, 1) * ctx.h * 0.012 + (i / 6) ** 2 * ctx.h * 0.02]);
  const face = [];
  const foot = edgeX + dir * ctx.w * ctx.r(0.02, 0.06);
  for (let i = 1; i <= 7; i++) {
    const t = i / 7;
    face.push([edgeX + (foot - edgeX) * t + dir * ctx.r(-1, 1) * ctx.w * jag * 0.5, topY + (baseY - topY) * t]);
  }
  return { d: polyD([...top, ...face, [outer, baseY]]), top, face };
}

/** Colours of the oil paintings' moods; the small painted landscapes borrow them. */
// prettier-ignore
export const OIL = {
  summer: { sky: ['#8fb3c4', '#b9cdd2', '#e3d9bf', '#a5c0c8'], ground: ['#5f7d3e', '#7e9a4d', '#3f5a32', '#97a95a'],
    trunk: '#3a2e26', leaves: ['#2f4f2a', '#4d7334', '#7a9a48', '#a8b86a', '#d1c77a'], under: '#6d8f9e' },
  autumn: { sky: ['#c9b48f', '#e0c9a0', '#9fb0b3', '#d8b27c'], ground: ['#8a5a2b', '#b07a3a', '#5c4a2a', '#9a6b36'],
    trunk: '#33261e', leaves: ['#8c3b1e', '#b8562a', '#d98b3a', '#e6b85c', '#6e5a2a'], under: '#a9805a' },
  spring: { sky: ['#bcd3da', '#e4e6d6', '#d8e3c8', '#c6dbe0'], ground: ['#7fa65a', '#a5c277', '#5e8a4a', '#c2cf86'],
    trunk: '#4a3a30', leaves: ['#8fbf6a', '#b9d98a', '#e9b8c0', '#f3d6dc', '#6a9a4a'], under: '#a7c4c8' },
  blue: { sky: ['#e7d3a8', '#efc88e', '#d9a86a', '#f0dcb4'], ground: ['#b8884e', '#8a6a3e', '#c9a064', '#a37a48'],
    trunk: '#1f3550', leaves: ['#1f4e8c', '#2f6aa8', '#5b8fc7', '#8fb3dd', '#173a66'], under: '#d9b27a' },
  forest: { sky: ['#c8d4b0', '#e3e4c4', '#9fb68a', '#d6dcb8'], ground: ['#4a5e32', '#6b7d3e', '#33422a', '#7d8a4a'],
    trunk: '#5b4d42', leaves: ['#2e4a2a', '#46693a', '#6f8f4a', '#9db468', '#c9d48a'], under: '#7f9a5e' },
  dusk: { sky: ['#4b5d78', '#9a7f8e', '#e0a77a', '#6d7890'], ground: ['#2f3b35', '#45503e', '#1f2a26', '#3c4636'],
    trunk: '#1c1a1a', leaves: ['#24362e', '#35503c', '#4e6a48', '#7a7d52'], under: '#3c4a60' },
  sea: { sky: ['#9fb9c6', '#d5dcd4', '#eadfc6', '#b7cbd2'], ground: ['#6f8a52', '#8da060', '#4f6a44', '#a8b474'],
    trunk: '#3a302a', leaves: ['#3d5c38', '#5d7d45', '#89a05a', '#b3bd78'], under: '#7f9ca8' },
};

/** Newsprint photo: luminance only, with a touch more contrast. */
function newsprint(hex) {
  const [r, g, b] = hexToRgb(hex);
  const y = clamp((0.3 * r + 0.59 * g + 0.11 * b - 128) * 1.25 + 128, 0, 255);
  return mix(rgbToHex([y, y, y]), '#6b6358', 0.15);
}

/** A small painted landscape inside a rectangle (for canvases, frames, press photos). */
export function miniLandscape(ctx, x, y, w, h, { palette, grey = false } = {}) {
  const pal = palette ?? ctx.pick([OIL.summer, OIL.sea, OIL.autumn, OIL.spring]);
  const clip = ctx.clipRect(x, y, w, h);
  const hz = y + h * ctx.r(0.5, 0.65);
  const c = grey ? newsprint : (hex) => hex;
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c(pal.sky[1])}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.3)}" fill="${c(pal.sky[0])}" fill-opacity="0.7"/>`;
  for (const [n, dy, jag, ground] of [
    [6, 0, 0.06, pal.ground[0]],
    [5, h * 0.18, 0.04, pal.ground[1]],
  ]) {
    const pts = [];
    for (let i = 0; i <= n; i++) pts.push([x - w * 0.05 + (w * 1.1 * i) / n, hz + dy + ctx.r(-jag, jag) * h]);
    out += `<path d="${landD(pts, y + h + 2)}" fill="${c(ground)}"/>`;
  }
  const tx = x + w * ctx.r(0.25, 0.75);
  const ty = hz + h * 0.08;
  out += `<rect x="${f(tx - w * 0.012)}" y="${f(ty - h * 0.22)}" width="${f(w * 0.024)}" height="${f(h * 0.22)}" fill="${c(pal.trunk)}"/>`;
  out += `<path d="${blobD(ctx, tx, ty - h * 0.3, w * 0.13, h * 0.15, { n: 9 })}" fill="${c(pal.leaves[1])}"/>`;
  out += `<path d="${blobD(ctx, tx - w * 0.03, ty - h * 0.33, w * 0.07, h * 0.08, { n: 7 })}" fill="${c(pal.leaves[2])}" fill-opacity="0.8"/>`;
  return `<g clip-path="${clip}">${out}</g>`;
}

/** A soft dark rectangle under a sheet, a frame or a canvas. */
export const dropShadow = (ctx, x, y, w, h, opacity, blur) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#000" fill-opacity="${opacity}" filter="${ctx.blur(blur)}"/>`;

/** An easel standing on the floor, with a canvas on its ledge; returns the SVG and the canvas's box. */
export function easel(ctx, cx, floorY, H, canvasW, canvasH, { wood, painting = true }) {
  const legW = H * 0.025;
  const top = floorY - H;
  let out = `<path d="${limb(cx - H * 0.2, floorY, cx - H * 0.02, top, legW, legW * 0.8, 0)}" fill="${wood}"/>`;
  out += `<path d="${limb(cx + H * 0.2, floorY, cx + H * 0.02, top, legW, legW * 0.8, 0)}" fill="${wood}"/>`;
  out += `<path d="${limb(cx, floorY - H * 0.05, cx, top + H * 0.25, legW * 0.8, legW * 0.7, 0)}" fill="${darken(wood, 0.1)}"/>`;
  const ledgeY = floorY - H * 0.42;
  const [x, y] = [cx - canvasW / 2, ledgeY - canvasH];
  out += dropShadow(ctx, x + 6, y + 6, canvasW, canvasH, 0.25, 6);
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(canvasW)}" height="${f(canvasH)}" fill="#f4efe4"/>`;
  if (painting) out += miniLandscape(ctx, x + 3, y + 3, canvasW - 6, canvasH - 6);
  out += `<rect x="${f(cx - canvasW * 0.6)}" y="${f(ledgeY)}" width="${f(canvasW * 1.2)}" height="${f(legW * 1.2)}" fill="${darken(wood, 0.05)}"/>`;
  out += `<rect x="${f(cx - legW)}" y="${f(y - legW * 2)}" width="${f(legW * 2)}" height="${f(legW * 2.5)}" fill="${wood}"/>`;
  return { svg: out, x, y };
}

const PAINTS = ['#d9b23d', '#c8553d', '#2f5d7c', '#f4efe4', '#3a6b5c', '#8a3b52', '#e08a4a'];

/** A painter's palette with its dabs of colour, centred on (cx, cy). */
export function palette(ctx, cx, cy, R, rot) {
  const k = (v) => f(R * v);
  const d = `M${k(-1)} ${f(0)}C${k(-1)} ${k(-0.75)} ${k(0.2)} ${k(-0.8)} ${k(0.7)} ${k(-0.45)}C${k(1.1)} ${k(-0.2)} ${k(1)} ${k(0.45)} ${k(0.55)} ${k(0.5)}C${k(0.2)} ${k(0.55)} ${k(0.15)} ${k(0.2)} ${k(-0.15)} ${k(0.4)}C${k(-0.5)} ${k(0.7)} ${k(-1)} ${k(0.5)} ${k(-1)} 0Z`;
  let out = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">`;
  out += `<path d="${d}" transform="translate(8 10)" fill="#000" fill-opacity="0.22" filter="${ctx.blur(R * 0.05)}"/>`;
  out += `<path d="${d}" fill="#c8a070"/><path d="${d}" fill="#e0bf90" fill-opacity="0.6" transform="scale(0.96)"/>`;
  out += `<ellipse cx="${k(-0.55)}" cy="${k(0.05)}" rx="${k(0.11)}" ry="${k(0.09)}" fill="#6a4a30"/>`;
  PAINTS.forEach((paint, i) => {
    const a = -2.5 + i * 0.42;
    const [px, py] = [Math.cos(a) * R * 0.7 + R * 0.1, Math.sin(a) * R * 0.5 + R * 0.05];
    out += `<path d="${blobD(ctx, px, py, R * 0.08, R * 0.065, { n: 7, irr: 0.3 })}" fill="${paint}"/>`;
  });
  for (let i = 0; i < 3; i++)
    out += `<path d="${blobD(ctx, ctx.r(-0.2, 0.4) * R, ctx.r(-0.1, 0.25) * R, R * 0.14, R * 0.07, { n: 8, irr: 0.35 })}" fill="${mix(ctx.pick(PAINTS), '#ffffff', 0.3)}" fill-opacity="0.85"/>`;
  return `${out}</g>`;
}

/** A glass jar of brushes standing at (cx, baseY), H high. */
export function brushJar(ctx, cx, baseY, H) {
  const jw = H * 0.45;
  let out = '';
  for (let i = 0; i < 7; i++) {
    const a = ctx.r(-0.35, 0.35);
    const len = H * ctx.r(1.1, 1.6);
    const [x2, y2] = [cx + Math.sin(a) * len, baseY - Math.cos(a) * len];
    out += `<path d="M${f(cx + ctx.r(-0.3, 0.3) * jw)} ${f(baseY - H * 0.3)}L${f(x2)} ${f(y2)}" stroke="${ctx.pick(['#8a5a3a', '#2f3a40', '#b07a4a', '#6a3a2a'])}" stroke-width="${f(H * 0.04)}" stroke-linecap="round"/>`;
    out += `<circle cx="${f(x2)}" cy="${f(y2)}" r="${f(H * 0.03)}" fill="${ctx.pick(['#c0a080', '#3a2a20', '#d9b23d'])}"/>`;
  }
  out += `<rect x="${f(cx - jw / 2)}" y="${f(baseY - H)}" width="${f(jw)}" height="${f(H)}" rx="${f(jw * 0.1)}" fill="#b9c7c9" fill-opacity="0.75"/>`;
  out += `<rect x="${f(cx - jw / 2 + jw * 0.12)}" y="${f(baseY - H * 0.9)}" width="${f(jw * 0.1)}" height="${f(H * 0.8)}" fill="#ffffff" fill-opacity="0.5"/>`;
  return out;
}
