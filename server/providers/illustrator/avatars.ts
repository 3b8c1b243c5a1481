/**
 * Turning avatar images into figures for a scene: remove a plain background, crop to the child,
 * tell a head-and-shoulders bust from a head-only picture, and build the sharp composite layers
 * (soft shadow, a simple torso for head-only avatars, the avatar itself).
 */
import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';

export interface PreparedAvatar {
  /** Raw RGBA pixels of the child, cropped to the visible content. */
  data: Buffer;
  width: number;
  height: number;
  /** 'bust' reaches the bottom edge (shoulders cut by the frame); 'head' floats and needs a body. */
  kind: 'bust' | 'head';
}

const WORK_SIZE = 512;
const BG_TOLERANCE = 26;

const cache = new Map<string, Promise<PreparedAvatar>>();
const CACHE_LIMIT = 24;

/** Prepare an avatar (cached by content, so the pages of one story reuse the work). */
export function prepareAvatar(input: Buffer): Promise<PreparedAvatar> {
  const key = createHash('sha1').update(input).digest('hex');
  let hit = cache.get(key);
  if (!hit) {
    hit = prepareUncached(input);
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  return hit;
}

async function prepareUncached(input: Buffer): Promise<PreparedAvatar> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const px = Buffer.from(data);
  removePlainBackground(px, w, h);
  // Bounding box of what is visible.
  let minX = w;
  let minY = h;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (px[(y * w + x) * 4 + 3] > 24) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) {
    // Nothing visible: use a small neutral circle so the page still shows someone.
    return emptyAvatar();
  }
  const cw = maxX - minX + 1;
  const ch = maxY - minY + 1;
  let bottomOpaque = 0;
  for (let x = minX; x <= maxX; x++) if (px[(maxY * w + x) * 4 + 3] > 128) bottomOpaque++;
  const kind: PreparedAvatar['kind'] = maxY >= h - 3 && bottomOpaque >= cw * 0.25 ? 'bust' : 'head';
  const cropped = await sharp(px, { raw: { width: w, height: h, channels: 4 } })
    .extract({ left: minX, top: minY, width: cw, height: ch })
    .raw()
    .toBuffer();
  return { data: cropped, width: cw, height: ch, kind };
}

async function emptyAvatar(): Promise<PreparedAvatar> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220"><circle cx="100" cy="110" r="95" fill="#f6d3b3" stroke="#d9ae8c" stroke-width="6"/><circle cx="70" cy="100" r="9" fill="#4a3b33"/><circle cx="130" cy="100" r="9" fill="#4a3b33"/><path d="M70 145 Q100 170 130 145" fill="none" stroke="#a0584a" stroke-width="7" stroke-linecap="round"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, kind: 'head' };
}

/**
 * If the border is one opaque colour (a plain background), flood-fill it from the edges and make
 * it transparent, softening the pixels along the cut so no hard halo remains.
 */
export function removePlainBackground(px: Buffer, w: number, h: number): void {
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(x, (h - 1) * w + x);
  for (let y = 1; y < h - 1; y++) border.push(y * w, y * w + w - 1);
  // The most common opaque border colour (quantised) is the background candidate.
  const counts = new Map<number, number>();
  let opaque = 0;
  for (const i of border) {
    const o = i * 4;
    if (px[o + 3] < 200) continue;
    opaque++;
    const q = ((px[o] >> 3) << 10) | ((px[o + 1] >> 3) << 5) | (px[o + 2] >> 3);
    counts.set(q, (counts.get(q) ?? 0) + 1);
  }
  if (opaque < border.length * 0.5) return; // already transparent around the child
  let best = 0;
  let bestCount = 0;
  for (const [q, c] of counts) if (c > bestCount) [best, bestCount] = [q, c];
  if (bestCount < border.length * 0.35) return; // a busy border is not a plain background
  // The background's exact colour: the mean of the border pixels in the winning bin.
  const sum = [0, 0, 0];
  let n = 0;
  for (const i of border) {
    const o = i * 4;
    if (px[o + 3] < 200 || (((px[o] >> 3) << 10) | ((px[o + 1] >> 3) << 5) | (px[o + 2] >> 3)) !== best) continue;
    sum[0] += px[o];
    sum[1] += px[o + 1];
    sum[2] += px[o + 2];
    n++;
  }
  const bg = sum.map((v) => v / Math.max(1, n));
  const distTo = (o: number, c: readonly number[]) => Math.hypot(px[o] - c[0], px[o + 1] - c[1], px[o + 2] - c[2]);
  const dist = (i: number) => distTo(i * 4, bg);
  // A face close to the background's colour (light skin on peach) must not be cut out with it: the
  // tolerance stays below half the distance to each of the common colours in the middle of the picture.
  const middle = new Map<number, { count: number; at: number }>();
  for (let y = Math.floor(h * 0.3); y < h * 0.6; y += 2) {
    for (let x = Math.floor(w * 0.35); x < w * 0.65; x += 2) {
      const o = (y * w + x) * 4;
      if (px[o + 3] < 200 || distTo(o, bg) < 3) continue;
      const q = ((px[o] >> 3) << 10) | ((px[o + 1] >> 3) << 5) | (px[o + 2] >> 3);
      const seen = middle.get(q);
      if (seen) seen.count++;
      else middle.set(q, { count: 1, at: o });
    }
  }
  let tolerance = BG_TOLERANCE;
  const samples = [...middle.values()].reduce((total, c) => total + c.count, 0);
  for (const c of middle.values()) {
    if (c.count < samples * 0.03) continue;
    tolerance = Math.min(tolerance, Math.max(2, distTo(c.at, bg) / 2));
  }
  const removed = new Uint8Array(w * h);
  const stack: number[] = [];
  for (const i of border) {
    if (!removed[i] && px[i * 4 + 3] >= 200 && dist(i) <= tolerance) {
      removed[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % w;
    const y = (i - x) / w;
    const next = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1];
    for (const j of next) {
      if (j >= 0 && !removed[j] && dist(j) <= tolerance) {
        removed[j] = 1;
        stack.push(j);
      }
    }
  }
  for (let i = 0; i < w * h; i++) {
    if (removed[i]) {
      px[i * 4 + 3] = 0;
      continue;
    }
    const x = i % w;
    const y = (i - x) / w;
    const edge =
      (x > 0 && removed[i - 1]) || (x < w - 1 && removed[i + 1]) || (y > 0 && removed[i - w]) || (y < h - 1 && removed[i + w]);
    if (edge) px[i * 4 + 3] = Math.round(px[i * 4 + 3] * Math.min(1, 0.35 + dist(i) / 120));
  }
}

export interface FigureSlot {
  /** Centre x in pixels. */
  cx: number;
  /** Figure box size in pixels (about the height of the visible child). */
  size: number;
  /** Bottom edge in pixels where the figure is cut (the picture's bottom or a frame). */
  bottom: number;
  /** Colour of the simple torso drawn under a head-only avatar. */
  torso: string;
}

interface Placed {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  left: number;
  top: number;
}

/** Cut a raw RGBA layer down to the canvas so sharp can composite it (no negative offsets). */
async function clipped(
  data: Buffer,
  width: number,
  height: number,
  left: number,
  top: number,
  canvasW: number,
  canvasH: number,
): Promise<Placed | null> {
  const l = Math.round(left);
  const t = Math.round(top);
  const x0 = Math.max(0, -l);
  const y0 = Math.max(0, -t);
  const x1 = Math.min(width, canvasW - l);
  const y1 = Math.min(height, canvasH - t);
  if (x1 <= x0 || y1 <= y0) return null;
  if (x0 === 0 && y0 === 0 && x1 === width && y1 === height) {
    return { input: data, raw: { width, height, channels: 4 }, left: l, top: t };
  }
  const out = await sharp(data, { raw: { width, height, channels: 4 } })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .raw()
    .toBuffer();
  return { input: out, raw: { width: x1 - x0, height: y1 - y0, channels: 4 }, left: l + x0, top: t + y0 };
}

async function resizeRaw(av: { data: Buffer; width: number; height: number }, w: number, h: number): Promise<Buffer> {
  return sharp(av.data, { raw: { width: av.width, height: av.height, channels: 4 } })
    .resize(Math.max(1, w), Math.max(1, h), { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

/** A soft shadow silhouette: the alpha channel, tinted, faded and blurred, with a margin. */
async function shadowOf(data: Buffer, w: number, h: number, blur: number): Promise<{ data: Buffer; width: number; height: number; pad: number }> {
  const pad = Math.ceil(blur * 3);
  const sw = w + pad * 2;
  const sh = h + pad * 2;
  const sil = Buffer.alloc(sw * sh * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const a = data[(y * w + x) * 4 + 3];
      if (!a) continue;
      const o = ((y + pad) * sw + x + pad) * 4;
      sil[o] = 70;
      sil[o + 1] = 58;
      sil[o + 2] = 86;
      sil[o + 3] = Math.round(a * 0.3);
    }
  }
  const blurred = await sharp(sil, { raw: { width: sw, height: sh, channels: 4 } }).blur(blur).raw().toBuffer();
  return { data: blurred, width: sw, height: sh, pad };
}

/** Torso (rounded shoulders) for a head-only avatar, as an SVG rendered to raw pixels. */
async function torso(width: number, height: number, color: string): Promise<Buffer> {
  const r = Math.min(width * 0.42, height * 0.6);
  const d = `M3 ${height} V${r} Q3 3 ${r} 3 H${width - r} Q${width - 3} 3 ${width - 3} ${r} V${height} Z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="${color}" stroke="rgba(0,0,0,0.12)" stroke-width="4"/><path d="M${width * 0.38} 6 Q${width / 2} ${height * 0.16} ${width * 0.62} 6" fill="none" stroke="rgba(0,0,0,0.10)" stroke-width="5" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

/** The sharp composite layers that put one prepared avatar into its slot. */
export async function figureLayers(av: PreparedAvatar, slot: FigureSlot, canvasW: number, canvasH: number): Promise<OverlayOptions[]> {
  const layers: Array<Placed | null> = [];
  const blur = Math.max(2, slot.size / 45);
  const shadowDx = slot.size * 0.025;
  const shadowDy = slot.size * 0.012;
  if (av.kind === 'bust') {
    const scale = Math.min((slot.size * 0.96) / av.height, (slot.size * 1.02) / av.width);
    const w = Math.round(av.width * scale);
    const h = Math.round(av.height * scale);
    const left = slot.cx - w / 2;
    const top = slot.bottom - h;
    const img = await resizeRaw(av, w, h);
    const sh = await shadowOf(img, w, h, blur);
    layers.push(await clipped(sh.data, sh.width, sh.height, left - sh.pad + shadowDx, top - sh.pad + shadowDy, canvasW, canvasH));
    layers.push(await clipped(img, w, h, left, top, canvasW, canvasH));
  } else {
    const scale = Math.min((slot.size * 0.6) / av.height, (slot.size * 0.62) / av.width);
    const w = Math.round(av.width * scale);
    const h = Math.round(av.height * scale);
    const headTop = slot.bottom - slot.size * 0.97;
    const left = slot.cx - w / 2;
    const bodyW = Math.round(Math.max(w * 1.1, slot.size * 0.72));
    const bodyTop = headTop + h * 0.84;
    const bodyH = Math.max(4, Math.round(slot.bottom - bodyTop + 4));
    const body = await torso(bodyW, bodyH, slot.torso);
    const img = await resizeRaw(av, w, h);
    const bodyShadow = await shadowOf(body, bodyW, bodyH, blur);
    const headShadow = await shadowOf(img, w, h, blur);
    const bodyLeft = slot.cx - bodyW / 2;
    layers.push(await clipped(bodyShadow.data, bodyShadow.width, bodyShadow.height, bodyLeft - bodyShadow.pad + shadowDx, bodyTop - bodyShadow.pad + shadowDy, canvasW, canvasH));
    layers.push(await clipped(headShadow.data, headShadow.width, headShadow.height, left - headShadow.pad + shadowDx, headTop - headShadow.pad + shadowDy, canvasW, canvasH));
    layers.push(await clipped(body, bodyW, bodyH, bodyLeft, bodyTop, canvasW, canvasH));
    layers.push(await clipped(img, w, h, left, headTop, canvasW, canvasH));
  }
  return layers.filter((l): l is Placed => l !== null);
}
