/** What a PDF of ours shows, for tests: its built-in fonts write each line as WinAnsi bytes in hex. */
import { inflateSync } from 'node:zlib';

/** The PDF's pages, each as its lines of text and whether it draws a picture. */
export function pdfPages(pdf: Buffer): { lines: string[]; picture: boolean }[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((m) => {
    try {
      return [inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
  // A page's content stream sets a font or draws an image; fonts and pictures have streams of their own.
  return streams
    .filter((s) => / Tf\b/.test(s) || / Do\b/.test(s))
    .map((s) => ({
      lines: [...s.matchAll(/\[(.*?)\] TJ/g)].map((m) =>
        [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
      ),
      picture: / Do\b/.test(s),
    }));
}
