/**
 * The artworks, one style a category: watercolours, oils on canvas, flat paintings on paper and
 * papier-mâché sculptures. The title chooses the subject and its season or mood where it names
 * them; otherwise the picture's own random stream does.
 */
import { darken, f, lighten, mix, normalize, op } from './canvas.mjs';
import {
  OIL,
  bandD,
  blobD,
  brush,
  cliffD,
  foliageDabs,
  landD,
  limb,
  polyD,
  ridge,
  strokeField,
  tree,
  treeShape,
} from './motifs.mjs';

const INK = '#1f2a2e';

/** The value of the first rule whose pattern the (accent-free) title matches. */
export const byTitle = (title, rules) => rules.find(([pattern]) => pattern.test(normalize(title)))?.[1];

/* Aquarelles: soft washes on white paper. */

// prettier-ignore
const AQUA = {
  summer: { sky: ['#7f9fbe', '#b2c6cf', '#efe6cf'], far: '#8ea2b0', mid: ['#a9b86e', '#d3bf7a', '#87a067'],
    near: ['#6f8f54', '#9aac5f'], tree: '#4b4237', leaves: ['#5f8547', '#88a35a', '#3f6441'], sea: '#6f9cb3', cliff: '#d8cdb1' },
  autumn: { sky: ['#9aa5b5', '#d8c2a0', '#f0d9b0'], far: '#a49a9a', mid: ['#c9985a', '#d8b76e', '#a7744a'],
    near: ['#8a6a3f', '#b0703f'], tree: '#4a3a30', leaves: ['#c07a3a', '#d9a45a', '#9a5532'], sea: '#7d98a6', cliff: '#dccbb0' },
  spring: { sky: ['#8fb0c8', '#c7d8d8', '#f1ead6'], far: '#9eb1b5', mid: ['#b5c97e', '#d9d28a', '#94b56d'],
    near: ['#7ea35a', '#a9c26f'], tree: '#5a4a3e', leaves: ['#9cc06f', '#e4b5bd', '#c9dc9a'], sea: '#7faabb', cliff: '#e0d6bd' },
  winter: { sky: ['#6f86a3', '#b3c3cf', '#eee4d6'], far: '#8797ab', mid: ['#c9d2d8', '#d8d4c8', '#aebbc4'],
    near: ['#9aa7a6', '#b9b7a6'], tree: '#3e3b3a', leaves: [], sea: '#7d94a0', cliff: '#d8d2c4' },
  mist: { sky: ['#a9b4bd', '#cfd4d2', '#ece8de'], far: '#aab3b6', mid: ['#b9c0b2', '#cfcab7', '#a8b3a8'],
    near: ['#98a594', '#b1b7a2'], tree: '#6a6a66', leaves: ['#9aa898', '#b5bcaa'], sea: '#9fb3bb', cliff: '#ddd6c8' },
};

// prettier-ignore
const AQUA_SCENES = [
  [/falaise|etretat/, 'cliff'], [/maree|estran|plage|mer\b/, 'sea'], [/seine|riviere|brume/, 'river'],
  [/verger/, 'orchard'], [/arbre|pommier|chene/, 'tree'], [/bocage|champ|lumiere/, 'fields'],
  [/serie/, 'abstract'],
];

// prettier-ignore
const AQUA_SEASONS = [
  [/hiver|neige/, 'winter'], [/octobre|automne/, 'autumn'], [/\bete\b/, 'summer'],
  [/fleur|printemps|verger|pommier/, 'spring'], [/brume/, 'mist'],
];

/** A shape laid in as a wash: a transparent fill with a slightly darker rim. */
function washPath(d, color, opacity) {
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}" stroke="${darken(color, 0.12)}" stroke-opacity="${op(Math.min(0.9, opacity * 0.9))}" stroke-width="1.6"/>`;
}

export function aquarelle(ctx, title) {
  const { w, h, s } = ctx;
  const scene = byTitle(title, AQUA_SCENES) ?? ctx.pick(['tree', 'fields', 'cliff', 'sea', 'river']);
  const season = byTitle(title, AQUA_SEASONS) ?? ctx.pick(['summer', 'summer', 'autumn', 'spring']);
  const pal = AQUA[season];
  const paper = ctx.jitter('#faf7f0', 4, 0.02, 0.006);
  const m = s * ctx.r(0.05, 0.075);
  const inner = ctx.clipRect(m, m, w - 2 * m, h - 2 * m);
  const bigWash = ctx.wash(s * 0.04, 0.008, 1.4);
  const fineWash = ctx.wash(s * 0.014, 0.03, 0.7);
  const hz = h * (scene === 'sea' ? ctx.r(0.42, 0.5) : ctx.r(0.5, 0.6));
  const parts = { back: '', front: '' };
  if (scene === 'abstract') aquaAbstract(ctx, parts, pal, m);
  else {
    aquaLandscape(ctx, parts, { scene, pal, paper, m, hz });
    if (['tree', 'fields', 'orchard'].includes(scene)) parts.front += aquaTrees(ctx, scene, season, pal, hz);
  }
  const body =
    ctx.fill(paper) +
    `<g filter="${bigWash}"><g clip-path="${inner}">${parts.back}</g></g>` +
    `<g filter="${fineWash}"><g clip-path="${inner}">${parts.front}</g></g>` +
    ctx.texture('#8a7a5a', 0.1, 0.02, 3) +
    ctx.texture('#ffffff', 0.18, 0.06, 2);
  return ctx.svg(body);
}

function aquaAbstract(ctx, parts, pal, m) {
  const { w, h, s } = ctx;
  const cols = [...pal.sky, ...pal.mid, pal.sea, pal.far];
  for (let i = 0; i < 9; i++) {
    const [x, y, rx, ry] = [ctx.r(m, w - m), ctx.r(m, h - m), s * ctx.r(0.12, 0.32), s * ctx.r(0.08, 0.22)];
    const d = blobD(ctx, x, y, rx, ry, { n: 9, irr: 0.3 });
    parts.back += washPath(d, ctx.pick(cols), op(ctx.r(0.22, 0.42)));
  }
  for (let i = 0; i < 5; i++) {
    const y = ctx.r(m, h - m);
    const [x1, x2, y2] = [ctx.r(m, w * 0.4), ctx.r(w * 0.6, w - m), y + ctx.r(-0.1, 0.1) * h];
    parts.front += brush(ctx, x1, y, x2, y2, s * 0.02, ctx.pick(cols), { opacity: 0.35, bristles: 3 });
  }
}

function aquaLandscape(ctx, parts, { scene, pal, paper, m, hz }) {
  const { w, h, s } = ctx;
  // Sky: graded wash, lifted clouds.
  const skyFill = ctx.linear(`0 ${pal.sky[0]} 0.7, 0.55 ${pal.sky[1]} 0.5, 1 ${pal.sky[2]} 0.35`);
  parts.back += `<rect x="${f(m)}" y="${f(m)}" width="${f(w - 2 * m)}" height="${f(hz - m + h * 0.04)}" fill="${skyFill}"/>`;
  for (let i = 0, n = ctx.int(2, 4); i < n; i++) {
    const cy = ctx.r(m + h * 0.06, hz - h * 0.12);
    parts.back += `<path d="${blobD(ctx, ctx.r(w * 0.1, w * 0.9), cy, w * ctx.r(0.12, 0.25), h * ctx.r(0.025, 0.05), { n: 9 })}" fill="${paper}" fill-opacity="${op(ctx.r(0.45, 0.7))}"/>`;
  }
  // Distant hills.
  parts.back += washPath(landD(ridge(ctx, hz - h * 0.025, h * 0.025), h), pal.far, 0.38);
  if (scene === 'cliff' || scene === 'sea') return aquaShore(ctx, parts, { scene, pal, paper, m, hz });
  // Rolling fields.
  const bands = scene === 'fields' ? 4 : 3;
  for (let i = 0; i < bands; i++) {
    const y = hz + ((h - hz) * i) / bands + h * 0.01;
    const col = i === bands - 1 ? ctx.pick(pal.near) : ctx.pick(pal.mid);
    parts.back += washPath(landD(ridge(ctx, y, h * 0.03, { rough: 0.15 }), h), col, op(ctx.r(0.32, 0.5)));
    if (scene === 'fields' || scene === 'orchard') {
      // Hedgerows as strings of small dark blobs.
      const pts = ridge(ctx, y - h * 0.005, h * 0.03, { n: 44 });
      const hedge = mix(darken(ctx.pick(pal.near), 0.08), '#3f5a3a', 0.45);
      for (const [px, py] of pts) {
        if (px < m || px > w - m || ctx.chance(0.15)) continue;
        parts.front += `<path d="${blobD(ctx, px, py - s * 0.01, s * ctx.r(0.018, 0.032), s * ctx.r(0.012, 0.022))}" fill="${hedge}" fill-opacity="${op(ctx.r(0.3, 0.5))}"/>`;
      }
    }
  }
  if (scene !== 'river') return;
  const cx = w * ctx.r(0.35, 0.65);
  const river = `M${f(cx - w * 0.02)} ${f(hz + h * 0.01)}C${f(cx + w * 0.15)} ${f(hz + h * 0.12)} ${f(cx - w * 0.3)} ${f(h * 0.78)} ${f(w * 0.1)} ${f(h + 10)}L${f(w * 0.75)} ${f(h + 10)}C${f(cx + w * 0.05)} ${f(h * 0.75)} ${f(cx + w * 0.25)} ${f(hz + h * 0.1)} ${f(cx + w * 0.03)} ${f(hz + h * 0.01)}Z`;
  parts.back += washPath(river, pal.sea, 0.45);
  // Poplars on the banks.
  for (let i = 0; i < 10; i++) {
    const [x, y, th] = [ctx.r(m, w - m), hz + ctx.r(0, h * 0.03), h * ctx.r(0.05, 0.11)];
    const d = blobD(ctx, x, y - th / 2, s * ctx.r(0.012, 0.02), th / 2, { n: 8, irr: 0.15 });
    parts.front += washPath(d, pal.far, 0.45);
  }
}

/** The sea below the horizon, a beach, and either pools and pebbles or a chalk cliff. */
function aquaShore(ctx, parts, { scene, pal, paper, m, hz }) {
  const { w, h, s } = ctx;
  const seaBottom = scene === 'sea' ? hz + h * ctx.r(0.07, 0.1) : h * ctx.r(0.78, 0.86);
  parts.back += washPath(`M${f(m)} ${f(hz)}H${f(w - m)}V${f(seaBottom)}H${f(m)}Z`, pal.sea, 0.5);
  for (let i = 0; i < 8; i++) {
    const [y, x] = [ctx.r(hz + 4, seaBottom - 4), ctx.r(m, w * 0.7)];
    parts.back += `<path d="M${f(x)} ${f(y)}h${f(w * ctx.r(0.08, 0.25))}" stroke="${paper}" stroke-width="${f(ctx.r(2, 5))}" stroke-opacity="0.7" stroke-linecap="round"/>`;
  }
  // Sand / wet beach.
  const sand = mix(pal.cliff, '#c9a86a', 0.35);
  parts.back += washPath(landD(ridge(ctx, seaBottom, h * 0.008, { rough: 0.1 }), h), sand, 0.45);
  if (scene === 'sea') {
    for (let i = 0; i < 7; i++) {
      const [x, y] = [ctx.r(w * 0.1, w * 0.9), ctx.r(seaBottom + h * 0.08, h - m * 1.5)];
      parts.back += washPath(blobD(ctx, x, y, w * ctx.r(0.05, 0.16), h * ctx.r(0.008, 0.02), { n: 8 }), pal.sea, 0.3);
    }
    for (let i = 0; i < 5; i++) {
      const [x, y] = [ctx.r(w * 0.1, w * 0.9), ctx.r(seaBottom + h * 0.15, h - m * 2)];
      parts.front += washPath(blobD(ctx, x, y, s * ctx.r(0.015, 0.03), s * ctx.r(0.008, 0.014)), '#6b6255', 0.5);
    }
    return;
  }
  const side = ctx.pick(['left', 'right']);
  const dir = side === 'left' ? 1 : -1;
  const edgeX = side === 'left' ? w * ctx.r(0.38, 0.5) : w * ctx.r(0.5, 0.62);
  const topY = hz - h * ctx.r(0.14, 0.2);
  const c = cliffD(ctx, { side, edgeX, topY, baseY: seaBottom + h * 0.02 });
  const chalk = ctx.linear(`0 ${lighten(pal.cliff, 0.04)} 0.8, 1 ${mix(pal.cliff, pal.far, 0.45)} 0.75`);
  parts.front += `<path d="${c.d}" fill="${chalk}" stroke="${darken(pal.cliff, 0.2)}" stroke-opacity="0.6" stroke-width="1.6"/>`;
  // Shadowed band along the face.
  const edge = c.top.at(-1);
  const shade = [edge, ...c.face, ...c.face.toReversed().map(([x, y]) => [x - dir * w * 0.07, y])];
  parts.front += washPath(polyD([...shade, [edge[0] - dir * w * 0.05, edge[1]]]), mix(pal.cliff, pal.far, 0.7), 0.4);
  // Flint strata.
  for (let i = 0; i < 5; i++) {
    const y = topY + (seaBottom - topY) * (0.18 + i * 0.16);
    const [x0, x1] = side === 'left' ? [m, edgeX - w * 0.01] : [edgeX + w * 0.04, w - m];
    parts.front += `<path d="M${f(x0)} ${f(y)}L${f(x1)} ${f(y + ctx.r(-8, 8))}" stroke="${darken(pal.cliff, 0.28)}" stroke-width="2.5" stroke-opacity="0.35" stroke-dasharray="${f(ctx.r(30, 80))} ${f(ctx.r(10, 30))}"/>`;
  }
  // Grass cap.
  const cap = bandD(c.top, () => h * ctx.r(0.025, 0.035));
  parts.front += washPath(cap, mix(pal.near[0], '#5f8547', 0.5), 0.7);
  // A needle of rock off the face.
  const nx = edgeX + dir * w * ctx.r(0.1, 0.16);
  const nTop = topY + (seaBottom - topY) * ctx.r(0.25, 0.4);
  const nw = w * ctx.r(0.025, 0.04);
  const needle = [
    [nx - nw, seaBottom],
    [nx - nw * 0.5, nTop + h * 0.03],
    [nx - nw * 0.1, nTop],
    [nx + nw * 0.3, nTop + h * 0.02],
    [nx + nw, seaBottom],
  ];
  parts.front += washPath(polyD(needle), mix(pal.cliff, pal.far, 0.35), 0.75);
  parts.front += `<path d="M${f(nx - nw * 1.6)} ${f(seaBottom - 2)}h${f(nw * 3.2)}" stroke="${paper}" stroke-width="3" stroke-opacity="0.8" stroke-linecap="round"/>`;
}

/** One great tree, a few in the fields, or two rows of an orchard; blossom in spring, bare in winter. */
function aquaTrees(ctx, scene, season, pal, hz) {
  const { w, h } = ctx;
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
  let out = '';
  for (const [x, y, th] of trees) {
    const depth = season === 'winter' ? 6 : 5;
    const shape = { x, y, height: th, width: th * 0.05, depth, spread: 0.5, lean: ctx.r(-0.08, 0.08), roots: false };
    const { d, tips } = treeShape(ctx, shape);
    if (season === 'winter') {
      out += `<path d="${d}" fill="${pal.tree}" fill-opacity="0.72"/>`;
      continue;
    }
    for (const [tx, ty, , len] of tips) {
      if (ctx.chance(0.45)) continue;
      out += `<path d="${blobD(ctx, tx, ty, len * ctx.r(1.2, 2), len * ctx.r(1, 1.6), { n: 8 })}" fill="${ctx.pick(pal.leaves)}" fill-opacity="${op(ctx.r(0.25, 0.45))}"/>`;
    }
    out += `<path d="${d}" fill="${pal.tree}" fill-opacity="0.6"/>`;
    if (season !== 'spring') continue;
    for (const [tx, ty, , len] of tips) {
      for (let i = 0; i < 3; i++)
        out += `<circle cx="${f(tx + ctx.r(-2, 2) * len)}" cy="${f(ty + ctx.r(-1.5, 1.5) * len)}" r="${f(ctx.r(0.1, 0.25) * len)}" fill="${ctx.pick(['#e8b8c2', '#f4dde0', '#ffffff'])}" fill-opacity="0.8"/>`;
    }
  }
  return out;
}

/* Peinture sur toile: rich oil colour fields with a tree. */

// prettier-ignore
const OIL_MOODS = [
  [/bleu/, 'blue'], [/automne/, 'autumn'], [/printemps|clairiere/, 'spring'],
  [/foret|hetraie|sous-bois/, 'forest'], [/falaise/, 'sea'], [/racines/, 'dusk'],
];

export function toile(ctx, title) {
  const { w, h, s } = ctx;
  const t = normalize(title);
  const pal = OIL[byTitle(title, OIL_MOODS) ?? ctx.pick(['summer', 'autumn', 'spring', 'dusk', 'sea'])];
  const forest = /foret|hetraie|sous-bois/.test(t);
  const hz = h * (forest ? ctx.r(0.7, 0.78) : ctx.r(0.58, 0.7));
  let out = ctx.fill(pal.under);
  out += `<rect width="${w}" height="${f(hz + 10)}" fill="${ctx.linear(`0 ${pal.sky[0]}, 0.6 ${pal.sky[1]}, 1 ${pal.sky[2]}`)}"/>`;
  const sky = { angle: ctx.r(-0.15, 0.15), length: [0.2, 0.45], opacity: 0.55 };
  out += strokeField(ctx, [-w * 0.1, 0, w * 1.1, hz], 70, pal.sky, s * 0.045, sky);
  if (/falaise/.test(t)) out += oilCliff(ctx, pal, hz);
  else {
    // Ground colour field.
    out += `<path d="${landD(ridge(ctx, hz, h * 0.02), h)}" fill="${pal.ground[0]}"/>`;
    const ground = { angle: ctx.r(-0.1, 0.1), length: [0.2, 0.5], opacity: 0.7 };
    out += strokeField(ctx, [-w * 0.1, hz, w * 1.1, h], 55, pal.ground, s * 0.04, ground);
    out += forest ? oilForest(ctx, pal, hz, /hetraie/.test(t)) : oilTree(ctx, pal, hz, /racines/.test(t));
  }
  return ctx.svg(out + ctx.texture('#ffffff', 0.08, 0.05, 2) + ctx.vignette(0.22));
}

/** The sea, a chalk cliff on one side and a tree leaning over its edge. */
function oilCliff(ctx, pal, hz) {
  const { w, h, s } = ctx;
  let out = `<rect y="${f(hz)}" width="${w}" height="${f(h - hz)}" fill="#4f7f92"/>`;
  const waves = ['#6a98a8', '#3e6b7d', '#8fb3bd', '#2f5a6a'];
  out += strokeField(ctx, [0, hz, w, h], 40, waves, s * 0.02, { length: [0.1, 0.3], spread: 0.03, opacity: 0.6 });
  const side = ctx.pick(['left', 'right']);
  const edgeX = side === 'left' ? w * 0.55 : w * 0.45;
  const c = cliffD(ctx, { side, edgeX, topY: hz - h * 0.18, baseY: h + 10 });
  out += `<path d="${c.d}" fill="#d9cdb2"/>`;
  const clip = ctx.clipD(c.d);
  const [x0, x1] = side === 'left' ? [0, edgeX + w * 0.1] : [edgeX - w * 0.1, w];
  const chalk = ['#e8e0cc', '#c7b999', '#b5a98c', '#f0ebdc', '#9c9380'];
  const faceStyle = { length: [0.1, 0.3], spread: 0.1, opacity: 0.75 };
  const face = strokeField(ctx, [x0, hz - h * 0.2, x1, h], 45, chalk, s * 0.03, faceStyle);
  out += `<g clip-path="${clip}">${face}</g>`;
  out += `<path d="${bandD(c.top, () => h * 0.035)}" fill="${pal.ground[0]}"/>`;
  const x = side === 'left' ? w * ctx.r(0.12, 0.3) : w * ctx.r(0.7, 0.88);
  const shape = { x, y: c.top[0][1] + h * 0.02, height: h * 0.62, width: s * 0.04, depth: 5, spread: 0.6 };
  shape.lean = side === 'left' ? 0.22 : -0.22;
  const under = { colors: pal.leaves.slice(0, 2), size: s * 0.028, per: 5, spreadK: 1.2 };
  return out + tree(ctx, shape, pal.trunk, under, { colors: pal.leaves, size: s * 0.024, per: 9 });
}

/** A canopy of strokes over a row of trunks, grey for beeches, with sun flecks on the ground. */
function oilForest(ctx, pal, hz, beech) {
  const { w, h, s } = ctx;
  const n = ctx.int(6, 9);
  const trunkCol = beech ? '#8d8a80' : pal.trunk;
  // Canopy first, then trunks.
  const canopy = { angle: ctx.r(-0.5, 0.5), spread: 0.8, length: [0.06, 0.18], opacity: 0.85 };
  let out = strokeField(ctx, [-w * 0.1, -h * 0.05, w * 1.1, h * 0.35], 90, pal.leaves, s * 0.05, canopy);
  for (let i = 0; i < n; i++) {
    const x = w * ((i + ctx.r(0.2, 0.8)) / n);
    const y = hz + h * ctx.r(0.02, 0.2);
    const tw = s * ctx.r(0.02, 0.05) * (y / h);
    out += `<path d="${limb(x, y, x + ctx.r(-0.03, 0.03) * w, -h * 0.05, tw, tw * 0.7, ctx.r(-0.02, 0.02) * h)}" fill="${ctx.jitter(trunkCol, 4, 0.05, 0.06)}"/>`;
    const light = { opacity: 0.5, bristles: 3, bend: 0.01 };
    out += brush(ctx, x - tw * 0.25, y, x - tw * 0.2, h * 0.1, tw * 0.3, lighten(trunkCol, 0.15), light);
  }
  for (let i = 0; i < 10; i++)
    out += `<ellipse cx="${f(ctx.r(0, w))}" cy="${f(ctx.r(hz, h))}" rx="${f(s * ctx.r(0.03, 0.08))}" ry="${f(s * ctx.r(0.008, 0.015))}" fill="#efe2a8" fill-opacity="0.45"/>`;
  return out;
}

/** One tree on its shadow; "racines" makes it a great stump spreading its roots. */
function oilTree(ctx, pal, hz, roots) {
  const { w, h, s } = ctx;
  const x = w * ctx.r(0.4, 0.6);
  const y = roots ? h * 0.8 : hz + h * ctx.r(0.05, 0.12);
  const height = roots ? h * 0.9 : h * ctx.r(0.55, 0.68);
  const shape = { x, y, height, width: s * (roots ? 0.09 : 0.05), depth: 5, spread: 0.55, lean: ctx.r(-0.06, 0.06) };
  const { d, tips } = treeShape(ctx, shape);
  let out = `<ellipse cx="${f(x + s * 0.03)}" cy="${f(y)}" rx="${f(s * 0.26)}" ry="${f(s * 0.03)}" fill="${darken(pal.ground[2], 0.1)}" fill-opacity="0.45" filter="${ctx.blur(s * 0.012)}"/>`;
  for (let i = 0; roots && i < 7; i++) {
    const a = Math.PI * (0.02 + 0.96 * (i / 6)) + ctx.r(-0.08, 0.08);
    const len = s * ctx.r(0.18, 0.38);
    const [x2, y2] = [x + Math.cos(a) * len, y + Math.sin(a) * len * 0.22 + s * 0.01];
    out += `<path d="${limb(x, y - s * 0.04, x2, y2, s * 0.07, s * 0.008, ctx.r(-0.06, 0.06) * len)}" fill="${pal.trunk}"/>`;
    const stroke = { opacity: 0.45, bristles: 2, bend: 0.02 };
    out += brush(ctx, x, y - s * 0.035, x2, y2, s * 0.012, lighten(pal.trunk, 0.12), stroke);
  }
  const under = { size: s * 0.03, per: 5, spreadK: 1.25, opacity: [0.8, 0.95] };
  out += foliageDabs(ctx, tips, pal.leaves.slice(0, 2), under);
  out += `<path d="${d}" fill="${pal.trunk}"/>`;
  const over = tips.filter(() => ctx.chance(0.8));
  return out + foliageDabs(ctx, over, pal.leaves, { size: s * 0.024, per: 9 });
}

/* Pâte à papier: a sculpted round object on a plain backdrop. */

const SCULPT_COLORS = [
  ['#c8553d', '#f2d0a4', '#2d6a8f', '#f6efe2'],
  ['#3a6b5c', '#e7c873', '#d98c5f', '#f3ede0'],
  ['#5b5f97', '#f2b880', '#c6d8d3', '#fbf6ec'],
  ['#a24b4b', '#e9d8a6', '#5f8f7a', '#f7f2e6'],
  ['#2f5d7c', '#e8b04a', '#d9e4dd', '#c46d4f'],
];

/** Light and shade across a round part: a highlight up left, a core shadow at the rim. */
const VOLUME = '0 #ffffff 0.35, 0.45 #ffffff 0, 0.75 #000000 0.12, 1 #000000 0.38';

// prettier-ignore
const SCULPT_KINDS = [
  [/oiseau|chouette|heron/, 'bird'], [/poisson/, 'fish'], [/vase|totem/, 'totem'],
  [/masque|personnage|tete/, 'mask'], [/coquillage/, 'shell'],
];

export function pate(ctx, title) {
  const { w, h, s } = ctx;
  const cols = ctx.pick(SCULPT_COLORS);
  const wall = ctx.pick(['#e9e2d6', '#dfe3e1', '#e8ddd0', '#d9d4cc']);
  const floorY = h * ctx.r(0.68, 0.76);
  let out = ctx.fill(ctx.linear(`0 ${lighten(wall, 0.03)}, 1 ${darken(wall, 0.06)}`));
  out += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${ctx.linear(`0 ${darken(wall, 0.1)}, 1 ${darken(wall, 0.17)}`)}"/>`;
  out += `<rect y="${f(floorY - 6)}" width="${w}" height="12" fill="${darken(wall, 0.06)}" filter="${ctx.blur(6)}"/>`;
  const kind = byTitle(title, SCULPT_KINDS) ?? ctx.pick(['sphere', 'bird', 'totem', 'shell']);
  const cx = w / 2 + ctx.r(-0.04, 0.04) * w;
  const R = s * (kind === 'totem' ? 0.17 : 0.26);
  const baseY = floorY + h * 0.06;
  // Cast shadow.
  out += `<ellipse cx="${f(cx + R * 0.25)}" cy="${f(baseY)}" rx="${f(R * 1.15)}" ry="${f(R * 0.18)}" fill="#3a3128" fill-opacity="0.35" filter="${ctx.blur(s * 0.02)}"/>`;
  // Object parts: [d, colour, centre x, centre y, radius], each decorated within its outline.
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
    const tail = `M${f(cx + R * 1.05)} ${f(cy)}L${f(cx + R * 1.6)} ${f(cy - R * 0.55)}L${f(cx + R * 1.5)} ${f(cy)}L${f(cx + R * 1.6)} ${f(cy + R * 0.55)}Z`;
    parts.push([tail, cols[2], cx + R * 1.4, cy, R * 0.4]);
    parts.push([blobD(ctx, cx, cy, R * 1.15, R * 0.85, { n: 12, irr: 0.03 }), cols[0], cx, cy, R]);
  } else {
    parts.push([blobD(ctx, cx, cy, R, R * (kind === 'bird' ? 1.08 : 0.98), { n: 12, irr: 0.03 }), cols[0], cx, cy, R]);
    const [hx, hy] = [cx + R * 0.55, cy - R * 1.05];
    if (kind === 'bird')
      parts.push([blobD(ctx, hx, hy, R * 0.42, R * 0.4, { n: 10, irr: 0.03 }), cols[0], hx, hy, R * 0.42]);
  }
  for (const [d, base, px, py, pr] of parts) {
    const clip = ctx.clipD(d);
    const deco = sculptDecoration(ctx, kind, cols, px, py, pr);
    // Volume: soft highlight and core shadow.
    const shade = ctx.radialAt(VOLUME, px - pr * 0.35, py - pr * 0.4, pr * 1.7);
    out += `<g clip-path="${clip}"><path d="${d}" fill="${base}"/>${deco}<rect x="${f(px - pr * 2)}" y="${f(py - pr * 2)}" width="${f(pr * 4)}" height="${f(pr * 4)}" fill="${shade}"/></g>`;
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
      const [ex, ey] = [cx + dx * R, cy - R * 0.15];
      out += `<path d="M${f(ex - R * 0.2)} ${f(ey)}Q${f(ex)} ${f(ey - R * 0.14)} ${f(ex + R * 0.2)} ${f(ey)}Q${f(ex)} ${f(ey + R * 0.14)} ${f(ex - R * 0.2)} ${f(ey)}Z" fill="${INK}" fill-opacity="0.85"/>`;
    }
    out += `<path d="M${f(cx - R * 0.25)} ${f(cy + R * 0.45)}Q${f(cx)} ${f(cy + R * 0.55)} ${f(cx + R * 0.25)} ${f(cy + R * 0.45)}" stroke="${INK}" stroke-width="${f(R * 0.05)}" fill="none" stroke-linecap="round"/>`;
  }
  // Window light from the left.
  out += ctx.fill(ctx.linear('0 #fff6e0 0.18, 0.6 #fff6e0 0', { x2: 1, y2: 0.3 }));
  return ctx.svg(out + ctx.texture('#6b5b45', 0.07, 0.03, 2));
}

/** Painted decoration of one part of a sculpture: a spiral, bands, dots or waves. */
function sculptDecoration(ctx, kind, cols, px, py, pr) {
  const style = ctx.pick(['bands', 'dots', 'spiral', 'waves']);
  let deco = '';
  if (kind === 'shell' || style === 'spiral') {
    let sp = `M${f(px)} ${f(py)}`;
    for (let a = 0; a < Math.PI * 7; a += 0.35) {
      const rr = (a / (Math.PI * 7)) * pr * 1.05;
      sp += `L${f(px + Math.cos(a) * rr)} ${f(py + Math.sin(a) * rr)}`;
    }
    return `<path d="${sp}" fill="none" stroke="${cols[1]}" stroke-width="${f(pr * 0.09)}" stroke-linecap="round"/>`;
  }
  if (style === 'bands') {
    for (let i = -3; i <= 3; i++) {
      const y = py + i * pr * 0.32;
      deco += `<path d="M${f(px - pr * 1.6)} ${f(y)}Q${f(px)} ${f(y + pr * 0.25)} ${f(px + pr * 1.6)} ${f(y)}" stroke="${cols[(i + 4) % 2 === 0 ? 1 : 3]}" stroke-width="${f(pr * 0.11)}" fill="none"/>`;
    }
  } else if (style === 'dots') {
    for (let i = 0; i < 26; i++)
      deco += `<circle cx="${f(px + ctx.r(-1, 1) * pr)}" cy="${f(py + ctx.r(-1, 1) * pr)}" r="${f(pr * ctx.r(0.05, 0.1))}" fill="${ctx.pick([cols[1], cols[3]])}"/>`;
  } else {
    for (let i = -2; i <= 2; i++) {
      const [x0, y] = [px - pr * 1.2, py + i * pr * 0.4];
      let wv = `M${f(x0)} ${f(y)}`;
      for (let k = 1; k <= 8; k++)
        wv += `Q${f(x0 + (k - 0.5) * pr * 0.3)} ${f(y + (k % 2 ? -1 : 1) * pr * 0.12)} ${f(x0 + k * pr * 0.3)} ${f(y)}`;
      deco += `<path d="${wv}" stroke="${cols[1 + (Math.abs(i) % 3)]}" stroke-width="${f(pr * 0.07)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  return deco;
}

/* Peintures sur papier: bold flat shapes. */

// prettier-ignore
const FLAT_PALETTES = [
  { sky: '#9cc3c9', sun: '#e9b44c', hills: ['#3f6e5a', '#6f9a6a', '#a9c08a'], accent: '#d4673f', dark: '#27414a', pale: '#f2e8cf' },
  { sky: '#e7d8b4', sun: '#d9623b', hills: ['#2f5d62', '#5e8c61', '#c9b458'], accent: '#3a5a8c', dark: '#1f2f3a', pale: '#f5efdf' },
  { sky: '#b7c9d9', sun: '#f2c14e', hills: ['#4a6fa5', '#7fa7c9', '#e0c58f'], accent: '#c05b4d', dark: '#2b3a55', pale: '#f4f0e4' },
  { sky: '#d6cfc1', sun: '#c2553a', hills: ['#5b7553', '#8da26f', '#e3c565'], accent: '#2e5e7e', dark: '#2c3a2f', pale: '#f6f0e2' },
];

export function papier(ctx, title) {
  const { w, h, s } = ctx;
  const t = normalize(title);
  const [clouds, rain, estran] = [/nuage/.test(t), /pluie/.test(t), /estran|horizon/.test(t)];
  const pal = ctx.pick(FLAT_PALETTES);
  const m = s * 0.045;
  const hz = h * ctx.r(0.45, 0.6);
  const clip = ctx.clipRect(m, m, w - 2 * m, h - 2 * m);
  let art = ctx.fill(pal.sky);
  if (clouds) art += ctx.fill(mix(pal.sky, pal.accent, 0.25));
  if (!rain) {
    art += `<circle cx="${f(w * ctx.r(0.2, 0.8))}" cy="${f(hz - h * ctx.r(0.15, 0.3))}" r="${f(s * ctx.r(0.07, 0.12))}" fill="${pal.sun}"/>`;
  }
  // Clouds: flat unions of circles.
  for (let i = 0, n = clouds ? 5 : rain ? 3 : ctx.int(0, 2); i < n; i++) {
    const [cx, cy, r] = [ctx.r(w * 0.1, w * 0.9), ctx.r(h * 0.08, hz - h * 0.12), s * ctx.r(0.05, 0.09)];
    const col = rain ? '#8a97a3' : pal.pale;
    for (let k = -2; k <= 2; k++)
      art += `<circle cx="${f(cx + k * r * 0.9)}" cy="${f(cy - (2 - Math.abs(k)) * r * 0.35)}" r="${f(r * (1 - Math.abs(k) * 0.18))}" fill="${col}"/>`;
    art += `<rect x="${f(cx - r * 2.3)}" y="${f(cy)}" width="${f(r * 4.6)}" height="${f(r * 0.7)}" rx="${f(r * 0.35)}" fill="${col}"/>`;
    for (let k = 0; rain && k < 14; k++) {
      const [x, y] = [cx + ctx.r(-2, 2) * r, cy + r * ctx.r(1, 3)];
      art += `<path d="M${f(x)} ${f(y)}l${f(-r * 0.2)} ${f(r * 0.6)}" stroke="${pal.dark}" stroke-width="${f(s * 0.006)}" stroke-linecap="round"/>`;
    }
  }
  art += estran ? flatShore(ctx, pal, hz) : flatFields(ctx, pal, hz, t);
  // Trees: lollipops or willows.
  const willow = /saule/.test(t);
  const nTrees = estran ? 0 : willow ? 3 : ctx.int(1, 3);
  for (let i = 0; i < nTrees; i++) {
    const x = w * ((i + ctx.r(0.25, 0.75)) / nTrees);
    const y = hz + (h - hz) * ctx.r(0.1, 0.35);
    const th = h * ctx.r(0.18, 0.3);
    art += `<rect x="${f(x - s * 0.008)}" y="${f(y - th * 0.6)}" width="${f(s * 0.016)}" height="${f(th * 0.6)}" fill="${pal.dark}"/>`;
    if (!willow) {
      art += `<ellipse cx="${f(x)}" cy="${f(y - th * 0.75)}" rx="${f(th * 0.28)}" ry="${f(th * 0.32)}" fill="${ctx.pick([pal.hills[0], pal.accent, pal.dark])}"/>`;
      continue;
    }
    for (let k = -5; k <= 5; k++) {
      const sx = x + k * th * 0.05;
      art += `<path d="M${f(x)} ${f(y - th * 0.62)}Q${f(sx + k * th * 0.06)} ${f(y - th * 0.9)} ${f(sx + k * th * 0.07)} ${f(y - th * 0.15)}" stroke="${pal.hills[i % 2]}" stroke-width="${f(s * 0.014)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  // Pâturage: sheep-like pale dots rather than anything too literal.
  for (let i = 0; /paturage/.test(t) && i < 6; i++)
    art += `<ellipse cx="${f(ctx.r(w * 0.1, w * 0.9))}" cy="${f(ctx.r(hz + h * 0.15, h * 0.9))}" rx="${f(s * 0.025)}" ry="${f(s * 0.015)}" fill="${pal.pale}"/>`;
  const body =
    ctx.fill('#f7f2e7') +
    `<g clip-path="${clip}"><g filter="${ctx.wash(s * 0.006, 0.05, 0)}">${art}</g></g>` +
    ctx.texture('#ffffff', 0.12, 0.05, 2) +
    ctx.texture('#7a6a50', 0.05, 0.02, 2);
  return ctx.svg(body);
}

/** A strip of sea, wet sand with pools, and the lines of the tide. */
function flatShore(ctx, pal, hz) {
  const { w, h, s } = ctx;
  let art = `<rect y="${f(hz)}" width="${w}" height="${f(h * 0.1)}" fill="${pal.accent === '#3a5a8c' ? '#3a5a8c' : '#3f6f86'}"/>`;
  art += `<rect y="${f(hz + h * 0.1)}" width="${w}" height="${f(h)}" fill="#e3cf9e"/>`;
  for (let i = 0; i < 6; i++)
    art += `<ellipse cx="${f(ctx.r(0, w))}" cy="${f(ctx.r(hz + h * 0.18, h))}" rx="${f(s * ctx.r(0.06, 0.15))}" ry="${f(s * ctx.r(0.012, 0.025))}" fill="#7fa6b3"/>`;
  for (let i = 0; i < 3; i++)
    art += `<path d="M0 ${f(hz + h * (0.12 + i * 0.03))}H${w}" stroke="${pal.pale}" stroke-width="${f(s * 0.006)}"/>`;
  return art;
}

/** Three flat hills; "colza" turns one yellow and furrows it, "pâturage" greens the nearest. */
function flatFields(ctx, pal, hz, t) {
  const { w, h, s } = ctx;
  const colza = /colza/.test(t);
  let art = '';
  for (let i = 0; i < 3; i++) {
    const y = hz + (h - hz) * (i * 0.3);
    let col = pal.hills[i];
    if (colza && i === 1) col = '#e9c83d';
    if (/paturage/.test(t) && i === 2) col = '#8fb26a';
    art += `<path d="${landD(ridge(ctx, y, h * 0.04, { n: 8, rough: 0.05 }), h + 10)}" fill="${col}"/>`;
  }
  for (let i = 0; colza && i < 5; i++) {
    const y = hz + (h - hz) * (0.45 + i * 0.12);
    art += `<path d="M${-10} ${f(y)}Q${f(w / 2)} ${f(y - h * 0.03)} ${w + 10} ${f(y)}" stroke="#f2dc6a" stroke-width="${f(s * 0.012)}" fill="none"/>`;
  }
  return art;
}

/* The hero and the social image: dusk over the cliffs. */

export function dusk(ctx) {
  const { w, h, s } = ctx;
  const hz = h * 0.6;
  const sunX = w * ctx.r(0.3, 0.42);
  let out = ctx.fill(ctx.linear('0 #121b25, 0.35 #25334a, 0.58 #5a5566, 0.62 #8f6e63, 1 #8f6e63'));
  const glow = ctx.radial('0 #e3a476 0.55, 0.5 #b97a62 0.2, 1 #b97a62 0');
  out += `<ellipse cx="${f(sunX)}" cy="${f(hz)}" rx="${f(w * 0.35)}" ry="${f(h * 0.2)}" fill="${glow}"/>`;
  const clouds = ['#2c3a50', '#3b4860', '#5e5a6a', '#7a6466', '#1e2838'];
  const sky = { angle: ctx.r(-0.05, 0.05), spread: 0.05, length: [0.15, 0.4], opacity: 0.4 };
  out += strokeField(ctx, [-w * 0.1, h * 0.05, w * 1.1, hz - h * 0.04], 60, clouds, s * 0.035, sky);
  // Faint far headland.
  out += `<path d="${landD(ridge(ctx, hz - h * 0.02, h * 0.012, { x0: w * 0.45, x1: w * 1.05, n: 10 }), hz + 2)}" fill="#4a4654" fill-opacity="0.8"/>`;
  // Sea, with glints of the sun.
  out += `<rect y="${f(hz)}" width="${w}" height="${f(h - hz)}" fill="${ctx.linear('0 #3a4558, 0.4 #222d3c, 1 #121a24')}"/>`;
  for (let i = 0; i < 70; i++) {
    const y = hz + (h - hz) * ctx.r(0, 1) ** 1.6;
    const nearSun = ctx.chance(0.45);
    const x = nearSun ? sunX + ctx.r(-1, 1) * w * 0.12 * (1 + (y - hz) / (h - hz)) : ctx.r(0, w);
    const len = w * ctx.r(0.02, 0.08) * (0.5 + (y - hz) / (h - hz));
    out += `<path d="M${f(x - len / 2)} ${f(y)}h${f(len)}" stroke="${nearSun ? '#c98f6e' : '#4e5d70'}" stroke-width="${f(ctx.r(1.5, 4) * (s / 1080))}" stroke-opacity="${op(ctx.r(0.25, 0.6))}" stroke-linecap="round"/>`;
  }
  // Étretat-like arch and needle on the right.
  const ax = w * 0.74;
  const aTop = hz - h * 0.2;
  const arch =
    `M${f(ax)} ${f(hz + h * 0.03)}L${f(ax + w * 0.005)} ${f(aTop + h * 0.02)}L${f(ax + w * 0.04)} ${f(aTop)}L${f(w * 1.05)} ${f(aTop - h * 0.03)}L${f(w * 1.05)} ${f(hz + h * 0.05)}Z` +
    `M${f(ax + w * 0.03)} ${f(hz + h * 0.035)}C${f(ax + w * 0.035)} ${f(aTop + h * 0.06)} ${f(ax + w * 0.1)} ${f(aTop + h * 0.05)} ${f(ax + w * 0.11)} ${f(hz + h * 0.04)}Z`;
  out += `<path d="${arch}" fill="#2d2d35" fill-rule="evenodd"/>`;
  out += `<path d="M${f(ax - w * 0.05)} ${f(hz + h * 0.03)}L${f(ax - w * 0.04)} ${f(hz - h * 0.1)}L${f(ax - w * 0.032)} ${f(hz - h * 0.13)}L${f(ax - w * 0.026)} ${f(hz - h * 0.09)}L${f(ax - w * 0.02)} ${f(hz + h * 0.03)}Z" fill="#2a2a33"/>`;
  const rock = { angle: 0.02, length: [0.1, 0.3], spread: 0.05, opacity: 0.6 };
  const rocks = ['#45434c', '#3a3942', '#514b50'];
  const archRock = strokeField(ctx, [ax, aTop - h * 0.05, w, hz + h * 0.05], 18, rocks, s * 0.012, rock);
  out += `<g clip-path="${ctx.clipD(arch)}">${archRock}</g>`;
  // Left headland with grass and a windswept tree.
  const left = cliffD(ctx, { side: 'left', edgeX: w * 0.3, topY: hz - h * 0.14, baseY: h * 1.05, jag: 0.02 });
  out += `<path d="${left.d}" fill="#1e2428"/>`;
  const grass = ridge(ctx, h * 0.86, h * 0.04, { x0: -w * 0.05, x1: w * 0.55, n: 8 });
  out += `<path d="${landD([...grass, [w * 0.7, h * 1.02]], h + 5)}" fill="#151b1c"/>`;
  const leftClip = ctx.clipD(left.d);
  const scrub = { angle: 0.1, length: [0.1, 0.3], spread: 0.3, opacity: 0.5 };
  const grasses = ['#2a3032', '#333a38', '#1a2022'];
  const grassStrokes = strokeField(ctx, [0, hz - h * 0.15, w * 0.32, h], 25, grasses, s * 0.02, scrub);
  out += `<g clip-path="${leftClip}">${grassStrokes}</g>`;
  const [x, y] = [w * 0.14, left.top[2][1] + h * 0.01];
  const shape = { x, y, height: h * 0.5, width: s * 0.025, depth: 6, spread: 0.5, lean: 0.3 };
  const leaves = { colors: ['#171d1e', '#1f2626', '#262c2a'], size: s * 0.018, per: 5, spreadK: 1.2 };
  out += tree(ctx, shape, '#121617', leaves);
  return ctx.svg(out + ctx.texture('#ffffff', 0.05, 0.05, 2) + ctx.vignette(0.45));
}
