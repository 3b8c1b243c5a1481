import { createHash } from 'node:crypto';
import type { ImageProvider } from './provider';

const palettes = [
  { sky: ['#bde0fe', '#e6f4ff'], hills: ['#95d5b2', '#74c69d'], sun: '#ffd166' },
  { sky: ['#ffd6a5', '#fff1e0'], hills: ['#b5e48c', '#99d98c'], sun: '#ff9f1c' },
  { sky: ['#cdb4db', '#f1e6f7'], hills: ['#a3c4bc', '#8ab6a9'], sun: '#ffe5a8' },
  { sky: ['#a0e7e5', '#e8fbfa'], hills: ['#c5e1a5', '#aed581'], sun: '#ffca3a' },
];

/**
 * The built-in illustrator for prompts when no AI provider is configured: a calm, seeded
 * landscape (sky, sun, hills, a tree, clouds). It does not try to draw the prompt; it gives
 * every scene a friendly picture so the product works offline.
 */
export function offlineIllustrator(): ImageProvider {
  return {
    name: 'offline',
    async generate({ prompt, width, height, count, seed }) {
      return Array.from({ length: count }, (_, n) => {
        const h = createHash('sha256').update(`${prompt}\n${seed ?? 0}\n${n}`).digest();
        const r = (i: number, min: number, max: number) => min + (h[i % h.length] / 255) * (max - min);
        const p = palettes[h[0] % palettes.length];
        const W = width;
        const H = height;
        const hill = (y: number, i: number) =>
          `M0 ${H} L0 ${y} Q ${W * r(i, 0.15, 0.4)} ${y - H * r(i + 1, 0.05, 0.15)} ${W * 0.5} ${y} T ${W} ${y - H * r(i + 2, 0, 0.08)} L${W} ${H} Z`;
        const cloud = (i: number) => {
          const cx = W * r(i, 0.1, 0.9);
          const cy = H * r(i + 1, 0.08, 0.3);
          const s = W * r(i + 2, 0.04, 0.07);
          return `<g fill="#fff" opacity=".9"><circle cx="${cx}" cy="${cy}" r="${s}"/><circle cx="${cx + s}" cy="${cy + s * 0.2}" r="${s * 0.8}"/><circle cx="${cx - s}" cy="${cy + s * 0.25}" r="${s * 0.7}"/></g>`;
        };
        const tx = W * r(7, 0.15, 0.8);
        const ty = H * 0.62;
        return {
          kind: 'svg' as const,
          svg:
            `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
            `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
            `<rect width="${W}" height="${H}" fill="url(#s)"/>` +
            `<circle cx="${W * r(3, 0.6, 0.88)}" cy="${H * r(4, 0.12, 0.25)}" r="${W * 0.07}" fill="${p.sun}"/>` +
            cloud(10) +
            cloud(20) +
            `<path d="${hill(H * 0.7, 12)}" fill="${p.hills[0]}"/>` +
            `<rect x="${tx - W * 0.012}" y="${ty}" width="${W * 0.024}" height="${H * 0.12}" fill="#8d6e63"/>` +
            `<circle cx="${tx}" cy="${ty - H * 0.01}" r="${W * 0.06}" fill="#52b788"/>` +
            `<path d="${hill(H * 0.8, 16)}" fill="${p.hills[1]}"/>` +
            `</svg>`,
        };
      });
    },
  };
}
