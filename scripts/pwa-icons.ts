/**
 * The installed app's icons (web/public/icons/), drawn from the favicon's book: `npm run icons`
 * after changing web/public/favicon.svg. The maskable icon keeps the book inside the middle 80 %
 * (the safe zone a launcher's mask never cuts) on a full-bleed background.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const book = favicon.replace(/<rect[^>]*\/>/, '').replace(/<svg[^>]*>|<\/svg>/g, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4f46e5"/><g transform="translate(3.2 3.2) scale(0.9)">${book}</g></svg>`;

const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });
const draw = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));

await Promise.all([
  draw(favicon, 192, 'icon-192.png'),
  draw(favicon, 512, 'icon-512.png'),
  draw(maskable, 512, 'icon-maskable-512.png'),
  draw(maskable, 180, 'apple-touch-icon.png'),
]);
