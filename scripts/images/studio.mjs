/**
 * The studio pictures: photographs of the studio and the gallery ("Photos en vrac"), the children's
 * workshops, the press clippings, the 1993 book's cover and the video's poster.
 */
import { Ctx, darken, f, hslToHex, lighten, mix, normalize, op } from './canvas.mjs';
import {
  OIL,
  blobD,
  brush,
  brushJar,
  dropShadow,
  easel,
  miniLandscape,
  palette,
  polyD,
  strokeField,
} from './motifs.mjs';
import { toile } from './paintings.mjs';

/* Photos en vrac: studio photographs. */

export function vrac(ctx, title) {
  const { w, h, s } = ctx;
  const t = normalize(title);
  const wall = ctx.pick(['#d8d0c2', '#cfd3cf', '#ddd2c0', '#c9c2b6']);
  const floorY = h * ctx.r(0.7, 0.78);
  const onFloor = (k) => floorY + (h - floorY) * k;
  let bg = ctx.fill(wall);
  // Window light on the wall.
  const lx = w * ctx.r(0.1, 0.5);
  bg += `<path d="M${f(lx)} ${f(h * 0.05)}L${f(lx + w * 0.25)} ${f(h * 0.05)}L${f(lx + w * 0.45)} ${f(floorY)}L${f(lx + w * 0.18)} ${f(floorY)}Z" fill="#fff6e2" fill-opacity="0.35" filter="${ctx.blur(s * 0.03)}"/>`;
  const wood = ctx.pick(['#7a5a3e', '#8a6a4a', '#6a5040']);
  bg += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${wood}"/>`;
  for (let i = 0; i < 7; i++)
    bg += `<path d="M0 ${f(floorY + (h - floorY) * (i / 7) ** 1.4)}H${w}" stroke="${darken(wood, 0.08)}" stroke-width="2"/>`;
  let fg = '';
  if (/vernissage|accrochage|salon/.test(t)) {
    // Gallery wall with framed works and spotlights.
    bg = `${ctx.fill(lighten(wall, 0.06))}<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${darken(wall, 0.25)}"/>`;
    const n = ctx.int(2, 4);
    for (let i = 0; i < n; i++) {
      const fw = (w / n) * ctx.r(0.5, 0.7);
      const fh = fw * ctx.r(0.7, 1.3);
      const [fx, fy] = [(w / n) * (i + 0.5) - fw / 2, floorY * 0.45 - fh / 2];
      bg += `<ellipse cx="${f(fx + fw / 2)}" cy="${f(fy + fh * 0.3)}" rx="${f(fw * 0.9)}" ry="${f(fh * 0.9)}" fill="#fff7e6" fill-opacity="0.4" filter="${ctx.blur(s * 0.04)}"/>`;
      bg += dropShadow(ctx, fx + 5, fy + 8, fw, fh, 0.2, 5);
      bg += `<rect x="${f(fx - fw * 0.05)}" y="${f(fy - fw * 0.05)}" width="${f(fw * 1.1)}" height="${f(fh + fw * 0.1)}" fill="${ctx.pick(['#2b2b2b', '#8a6a48', '#f2efe8'])}"/>`;
      bg += miniLandscape(ctx, fx, fy, fw, fh);
    }
    // Visitors would suggest people: keep to a bench.
    const bench = (x, y, bw, bh) => `<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" fill="#3a3430"/>`;
    fg += bench(w * 0.3, onFloor(0.3), w * 0.4, s * 0.03);
    fg += bench(w * 0.32, onFloor(0.3), s * 0.02, (h - floorY) * 0.4);
    fg += bench(w * 0.68 - s * 0.02, onFloor(0.3), s * 0.02, (h - floorY) * 0.4);
  } else if (/palette/.test(t)) {
    bg = ctx.fill(ctx.linear('0 #8a6a4a, 1 #6a5040'));
    for (let i = 0; i < 12; i++)
      bg += `<path d="M0 ${f((h / 12) * i)}H${w}" stroke="#5a4232" stroke-width="3" stroke-opacity="0.5"/>`;
    fg += palette(ctx, w * 0.5, h * 0.5, s * 0.42, ctx.r(-20, 20));
  } else if (/pinceaux/.test(t)) {
    fg += brushJar(ctx, w * 0.45, onFloor(0.5), s * 0.35);
    fg += brushJar(ctx, w * 0.72, onFloor(0.55), s * 0.22);
  } else if (/carnet/.test(t)) {
    bg = ctx.fill('#6f5644');
    fg += sketchbook(ctx);
  } else {
    const ex = w * ctx.r(0.35, 0.6);
    const H = h * 0.75;
    const cw = Math.min(w * 0.45, H * 0.6);
    fg += `<ellipse cx="${f(ex)}" cy="${f(onFloor(0.5))}" rx="${f(H * 0.3)}" ry="${f(s * 0.03)}" fill="#000" fill-opacity="0.25" filter="${ctx.blur(s * 0.02)}"/>`;
    fg += easel(ctx, ex, onFloor(0.5), H, cw, cw * ctx.r(0.75, 1.25), { wood: lighten(wood, 0.08) }).svg;
    fg += palette(ctx, ex + w * 0.3 > w ? ex - w * 0.3 : ex + w * 0.28, onFloor(0.6), s * 0.12, ctx.r(-30, 30));
    fg += brushJar(ctx, ex - w * 0.28 < 0 ? ex + w * 0.3 : ex - w * 0.25, onFloor(0.55), s * 0.12);
  }
  const body =
    `<g filter="${ctx.blur(s * 0.004)}">${bg}</g>${fg}` +
    ctx.fill('#ffcf8a', ' fill-opacity="0.06"') +
    ctx.texture('#ffffff', 0.06, 0.08, 2) +
    ctx.vignette(0.4);
  return ctx.svg(body);
}

/** An open sketchbook, a landscape on one page and lines of writing on the other. */
function sketchbook(ctx) {
  const { w, h } = ctx;
  const bw = Math.min(w, h) * 0.8;
  const bh = bw * 0.62;
  const [bx, by] = [(w - bw) / 2, (h - bh) / 2];
  let out = `<g transform="rotate(${f(ctx.r(-6, 6))} ${f(w / 2)} ${f(h / 2)})">`;
  out += dropShadow(ctx, bx + 10, by + 14, bw, bh, 0.3, 10);
  out += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="#f3eee2"/>`;
  out += `<path d="M${f(w / 2)} ${f(by)}V${f(by + bh)}" stroke="#c9c0ad" stroke-width="4"/>`;
  out += miniLandscape(ctx, bx + bw * 0.06, by + bh * 0.1, bw * 0.38, bh * 0.8);
  for (let i = 0; i < 6; i++)
    out += `<path d="M${f(bx + bw * 0.58)} ${f(by + bh * (0.2 + i * 0.12))}Q${f(bx + bw * 0.75)} ${f(by + bh * (0.15 + i * 0.12))} ${f(bx + bw * 0.92)} ${f(by + bh * (0.22 + i * 0.12))}" stroke="#6a6a6a" stroke-width="2" fill="none" stroke-opacity="0.6"/>`;
  return `${out}</g>`;
}

/* Ateliers: a children's workshop table. */

/** Cut-out shapes centred on 0, of size r, in the colour c. */
const CUTOUTS = {
  circle: (r, c) => `<circle r="${f(r)}" fill="${c}"/>`,
  tri: (r, c) => `<path d="M0 ${f(-r)}L${f(r * 0.9)} ${f(r * 0.6)}L${f(-r * 0.9)} ${f(r * 0.6)}Z" fill="${c}"/>`,
  star: (r, c) => {
    const pts = [];
    for (let k = 0; k < 10; k++) {
      const [a, rr] = [(k / 10) * Math.PI * 2 - Math.PI / 2, k % 2 ? r * 0.45 : r * 1.1];
      pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
    }
    return `<path d="${polyD(pts)}" fill="${c}"/>`;
  },
  leaf: (r, c) => `<path d="M${f(-r * 1.3)} 0Q0 ${f(-r)} ${f(r * 1.3)} 0Q0 ${f(r)} ${f(-r * 1.3)} 0Z" fill="${c}"/>`,
  square: (r, c) =>
    `<rect x="${f(-r * 0.8)}" y="${f(-r * 0.8)}" width="${f(r * 1.6)}" height="${f(r * 1.6)}" fill="${c}"/>`,
  pot: (r, c) =>
    `<circle r="${f(r * 1.4)}" fill="#f4f2ee" stroke="#bdb8ae" stroke-width="${f(r * 0.15)}"/><circle r="${f(r * 1.1)}" fill="${c}"/>`,
  crayon: (r, c) =>
    `<rect x="${f(-r * 2.5)}" y="${f(-r * 0.25)}" width="${f(r * 4)}" height="${f(r * 0.5)}" fill="${c}"/><path d="M${f(r * 1.5)} ${f(-r * 0.25)}L${f(r * 2.3)} 0L${f(r * 1.5)} ${f(r * 0.25)}Z" fill="#e8d2a8"/>`,
  dot: (r, c) => `<circle r="${f(r * 0.4)}" fill="${c}"/>`,
};

export function ateliers(ctx) {
  const { w, h, s } = ctx;
  let out = ctx.fill(ctx.pick(['#e8dcc4', '#d9c4a0', '#e2e0d8', '#dccfb8']));
  const hue0 = ctx.r(0, 360);
  const col = () =>
    hslToHex(hue0 + ctx.pick([0, 50, 110, 170, 220, 290]) + ctx.r(-15, 15), ctx.r(0.4, 0.55), ctx.r(0.52, 0.66));
  // Sheets of paper with children's paintings: a sun, a hill, a house.
  for (let i = 0, n = ctx.int(2, 4); i < n; i++) {
    const pw = s * ctx.r(0.3, 0.45);
    const ph = pw * 0.72;
    const [px, py] = [ctx.r(-0.05, 0.8) * w, ctx.r(-0.05, 0.8) * h];
    let sheet = `${dropShadow(ctx, 6, 8, pw, ph, 0.15, 4)}<rect width="${f(pw)}" height="${f(ph)}" fill="#fbf9f3"/>`;
    sheet += `<circle cx="${f(pw * 0.8)}" cy="${f(ph * 0.22)}" r="${f(pw * 0.1)}" fill="#f0c24a"/>`;
    for (let k = 0; k < 8; k++) {
      const [dx, dy] = [Math.cos((k / 8) * Math.PI * 2), Math.sin((k / 8) * Math.PI * 2)];
      sheet += `<path d="M${f(pw * 0.8 + dx * pw * 0.13)} ${f(ph * 0.22 + dy * pw * 0.13)}l${f(dx * pw * 0.05)} ${f(dy * pw * 0.05)}" stroke="#f0c24a" stroke-width="${f(pw * 0.02)}" stroke-linecap="round"/>`;
    }
    sheet += `<path d="M0 ${f(ph * 0.75)}Q${f(pw * 0.5)} ${f(ph * 0.6)} ${f(pw)} ${f(ph * 0.75)}V${f(ph)}H0Z" fill="${hslToHex(110 + ctx.r(-20, 20), 0.4, 0.55)}"/>`;
    const hx = pw * ctx.r(0.15, 0.45);
    sheet += `<rect x="${f(hx)}" y="${f(ph * 0.45)}" width="${f(pw * 0.25)}" height="${f(ph * 0.25)}" fill="${col()}"/><path d="M${f(hx - pw * 0.03)} ${f(ph * 0.45)}L${f(hx + pw * 0.125)} ${f(ph * 0.3)}L${f(hx + pw * 0.28)} ${f(ph * 0.45)}Z" fill="${col()}"/>`;
    out += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(ctx.r(-15, 15))})">${sheet}</g>`;
  }
  // Paint strokes.
  for (let i = 0; i < 8; i++) {
    const [x, y, a, len] = [ctx.r(0, w), ctx.r(0, h), ctx.r(0, Math.PI), s * ctx.r(0.08, 0.2)];
    const stroke = { opacity: 0.8, bristles: 4, bend: 0.2 };
    out += brush(ctx, x, y, x + Math.cos(a) * len, y + Math.sin(a) * len, s * 0.025, col(), stroke);
  }
  // Small cut-outs, paint pots and crayons, each with its shadow.
  for (let i = 0, n = ctx.int(35, 55); i < n; i++) {
    const [x, y, r, c, rot] = [ctx.r(0, w), ctx.r(0, h), s * ctx.r(0.015, 0.04), col(), ctx.r(0, 360)];
    const shape = CUTOUTS[ctx.pick(['circle', 'tri', 'star', 'leaf', 'square', 'pot', 'crayon', 'dot'])](r, c);
    const shadow = shape.replace(/fill="[^"]+"/g, 'fill="#000"').replace(/stroke="[^"]+"/g, 'stroke="none"');
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><g transform="translate(2 3)" opacity="0.18">${shadow}</g>${shape}</g>`;
  }
  return ctx.svg(out + ctx.texture('#ffffff', 0.08, 0.06, 2) + ctx.vignette(0.25));
}

/* Press clippings. */

/** A newspaper clipping W × H: headline bars, columns of grey lines around a photograph. */
function clippingBody(ctx, W, H, index) {
  const paperHue = ctx.r(38, 48);
  const paper = hslToHex(paperHue, ctx.r(0.25, 0.45), ctx.r(0.86, 0.92));
  const ink = hslToHex(paperHue, 0.08, ctx.r(0.22, 0.3));
  const grey = mix(ink, paper, 0.45);
  const pad = W * 0.07;
  // Scissor-cut edge: a slightly irregular polygon.
  const cut = [];
  const j = () => ctx.r(-1, 1) * W * 0.006;
  for (let i = 0; i <= 10; i++) cut.push([(W * i) / 10 + j(), W * 0.012 + j()]);
  for (let i = 1; i <= 10; i++) cut.push([W - W * 0.012 + j(), (H * i) / 10 + j()]);
  for (let i = 9; i >= 0; i--) cut.push([(W * i) / 10 + j(), H - W * 0.012 + j()]);
  for (let i = 9; i > 0; i--) cut.push([W * 0.012 + j(), (H * i) / 10 + j()]);
  const cutD = polyD(cut);
  let out = `<path d="${cutD}" fill="${paper}"/>`;
  const clip = ctx.clipD(cutD);
  let inner = '';
  // Yellowing stains.
  for (let i = 0; i < 4; i++)
    inner += `<path d="${blobD(ctx, ctx.r(0, W), ctx.r(0, H), W * ctx.r(0.15, 0.35), H * ctx.r(0.1, 0.25), { n: 8 })}" fill="${hslToHex(paperHue - 4, 0.5, 0.72)}" fill-opacity="${op(ctx.r(0.08, 0.18))}" filter="${ctx.blur(W * 0.04)}"/>`;
  let y = pad;
  const lineH = W * ctx.r(0.009, 0.011);
  const gap = lineH * 0.95;
  const bar = (x, top, width, height, fill, extra = '') =>
    `<rect x="${f(x)}" y="${f(top)}" width="${f(width)}" height="${f(height)}"${extra} fill="${fill}"`;
  // Kicker: a dark bold band with grey bars standing for the headline.
  const bandH = H * ctx.r(0.07, 0.1);
  if (index % 3 === 0) {
    inner += `${bar(pad, y, W - 2 * pad, bandH, ink)}/>`;
    inner += `${bar(pad + W * 0.04, y + bandH * 0.28, (W - 2 * pad) * ctx.r(0.5, 0.8), bandH * 0.18, mix(paper, ink, 0.25))}/>`;
    inner += `${bar(pad + W * 0.04, y + bandH * 0.58, (W - 2 * pad) * ctx.r(0.3, 0.6), bandH * 0.18, mix(paper, ink, 0.25))}/>`;
    y += bandH + H * 0.025;
  } else {
    // Bold headline bars directly on the paper, with thin rules.
    inner += `${bar(pad, y, W - 2 * pad, H * 0.004, ink)}/>`;
    y += H * 0.02;
    const lines = index % 3 === 1 ? 2 : 3;
    for (let i = 0; i < lines; i++) {
      const hw = (W - 2 * pad) * (i === lines - 1 ? ctx.r(0.4, 0.75) : ctx.r(0.85, 1));
      inner += `${bar(pad, y, hw, bandH * 0.32, ink, ' rx="2"')} fill-opacity="0.88"/>`;
      y += bandH * 0.45;
    }
    y += H * 0.01;
    inner += `${bar(pad, y, (W - 2 * pad) * 0.6, lineH * 1.2, grey)}/>`;
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
  const bottom = H - pad;
  const picY = ctx.chance(0.5) ? y : bottom - picH - lineH * 3;
  const picX = pad + picCol * (colW + colGap);
  inner += `${bar(picX - 2, picY - 2, picW + 4, picH + 4, ink)} fill-opacity="0.6"/>`;
  inner += `<g opacity="0.9">${miniLandscape(ctx, picX, picY, picW, picH, { grey: true })}</g>`;
  inner += `${bar(picX, picY + picH + lineH * 0.8, picW * 0.7, lineH * 0.8, grey)} fill-opacity="0.8"/>`;
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
      const lw = para === 0 ? colW * ctx.r(0.25, 0.7) : colW * ctx.r(0.93, 1);
      text += `M${f(x)} ${f(ly)}h${f(lw)}v${f(lineH)}h${f(-lw)}Z`;
      ly += lineH + gap;
      if (para === 0) {
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
  inner += `<rect width="${W}" height="${H}" fill="${ctx.radial('0.6 #a07a3a 0, 1 #a07a3a 0.22')}"/>`;
  out += `<g clip-path="${clip}">${inner}</g>`;
  // A fold line across the clipping, sometimes.
  if (ctx.chance(0.5)) {
    const fy = H * ctx.r(0.35, 0.65);
    out += `<path d="M0 ${f(fy)}H${W}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/><path d="M0 ${f(fy + 2)}H${W}" stroke="#6a5a40" stroke-opacity="0.15" stroke-width="2"/>`;
  }
  return out;
}

export function pressClipping(ctx, index) {
  const { w, h } = ctx;
  return ctx.svg(ctx.fill('#e6dfd2') + clippingBody(ctx, w, h, index) + ctx.texture('#6a5535', 0.07, 0.03, 2));
}

/** Three clippings scattered on a table. */
export function pressCard(ctx) {
  const { w, h } = ctx;
  let out = ctx.fill('#cfc6b8');
  const grain = { length: [0.2, 0.5], spread: 0.05, opacity: 0.4 };
  out += strokeField(ctx, [0, 0, w, h], 30, ['#c4baa9', '#d8d0c2', '#bdb3a2'], h * 0.05, grain);
  const specs = [
    [w * 0.12, h * 0.1, -8],
    [w * 0.5, h * 0.02, 6],
    [w * 0.3, h * 0.35, -2],
  ];
  const [W, H] = [360, 480];
  specs.forEach(([x, y, rot], i) => {
    const k = (h * 0.9) / H;
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${op(k)})"><rect x="8" y="12" width="${W}" height="${H}" fill="#000" fill-opacity="0.2" filter="${ctx.blur(8)}"/>${clippingBody(ctx, W, H, i)}</g>`;
  });
  return ctx.svg(out + ctx.vignette(0.25));
}

/* Books: the 1993 cover and the video's poster. */

export function bookCover(ctx) {
  const { w, h } = ctx;
  let out = ctx.fill('#2f4a4f') + ctx.texture('#ffffff', 0.06, 0.08, 2);
  const bar = (x, y, bw, bh, fill, opacity) =>
    `<rect x="${f(w * x)}" y="${f(h * y)}" width="${f(w * bw)}" height="${f(h * bh)}" rx="3" fill="${fill}" fill-opacity="${opacity}"/>`;
  // Title and author as light bars (no text).
  out += bar(0.18, 0.09, 0.64, 0.035, '#efe6d2', 0.92) + bar(0.28, 0.15, 0.44, 0.018, '#d9c8a0', 0.85);
  // Framed painting.
  const [px, py, pw, ph] = [w * 0.12, h * 0.24, w * 0.76, h * 0.52];
  out += `<rect x="${f(px - 6)}" y="${f(py - 6)}" width="${f(pw + 12)}" height="${f(ph + 12)}" fill="#d9c8a0"/>`;
  const painting = toile(new Ctx('livre-1993-painting', Math.round(pw), Math.round(ph)), 'Falaises');
  out += `<image x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" href="data:image/svg+xml;base64,${Buffer.from(painting).toString('base64')}"/>`;
  out += bar(0.4, 0.84, 0.2, 0.015, '#efe6d2', 0.8) + bar(0.46, 0.9, 0.08, 0.012, '#d9c8a0', 0.6);
  // Spine fold and lighting.
  const spine = ctx.linear('0 #000000 0.35, 0.7 #000000 0.05, 1 #ffffff 0.12', { x2: 1, y2: 0 });
  out += `<rect width="${f(w * 0.05)}" height="${h}" fill="${spine}"/>`;
  return ctx.svg(out + ctx.fill(ctx.linear('0 #ffffff 0.08, 1 #000000 0.12', { x2: 1, y2: 1 })));
}

export function videoPoster(ctx) {
  const { w, h, s } = ctx;
  let out = ctx.fill(ctx.linear('0 #2a2622, 1 #1a1816'));
  out += `<ellipse cx="${f(w * 0.3)}" cy="${f(h * 0.35)}" rx="${f(w * 0.4)}" ry="${f(h * 0.5)}" fill="#8a6e52" fill-opacity="0.35" filter="${ctx.blur(s * 0.08)}"/>`;
  const floorY = h * 0.85;
  out += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="#201b17"/>`;
  // Canvas in progress on an easel, left of centre: half painted, half sketched.
  const [cw, ch] = [w * 0.3, w * 0.3 * 0.8];
  const stand = easel(ctx, w * 0.3, floorY + h * 0.05, h * 0.95, cw, ch, { wood: '#5a4430', painting: false });
  const { x: x0, y: cy } = stand;
  out += stand.svg;
  const paintedClip = ctx.clipD(`M${f(x0)} ${f(cy)}H${f(x0 + cw * 0.62)}L${f(x0 + cw * 0.5)} ${f(cy + ch)}H${f(x0)}Z`);
  out += `<g clip-path="${paintedClip}">${miniLandscape(ctx, x0, cy, cw, ch, { palette: OIL.sea })}</g>`;
  // Pencil sketch on the unpainted part.
  for (let i = 0; i < 6; i++) {
    const y = cy + ch * (0.45 + i * 0.08);
    out += `<path d="M${f(x0 + cw * 0.45)} ${f(y)}Q${f(x0 + cw * 0.7)} ${f(y - ch * 0.06)} ${f(x0 + cw * 0.97)} ${f(y + ctx.r(-8, 8))}" stroke="#7a7468" stroke-width="1.5" fill="none" stroke-opacity="0.7"/>`;
  }
  // Brush strokes leaving the painted area.
  const stroke = { opacity: 0.8, bristles: 4 };
  out += brush(ctx, x0 + cw * 0.55, cy + ch * 0.3, x0 + cw * 0.72, cy + ch * 0.25, s * 0.02, '#6f9cb3', stroke);
  out += palette(ctx, w * 0.78, floorY - h * 0.05, s * 0.16, 12);
  out += brushJar(ctx, w * 0.6, floorY + h * 0.02, s * 0.16);
  // Darken the centre so that a white play button reads well.
  out += ctx.fill('#000', ' fill-opacity="0.28"');
  out += `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${f(w * 0.15)}" ry="${f(h * 0.2)}" fill="#000" fill-opacity="0.25" filter="${ctx.blur(s * 0.06)}"/>`;
  return ctx.svg(out + ctx.texture('#ffffff', 0.05, 0.08, 2) + ctx.vignette(0.5));
}
