/** Characters a file name cannot hold on some system, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const DANISH_LETTERS: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', Æ: 'Ae', Ø: 'Oe', Å: 'Aa' };
const MAX_NAME = 80;

/** RFC 5987 leaves out a few characters encodeURIComponent keeps. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition of a download named after its title ('Kat i kurven.png'): the title itself
 * in `filename*` for every current browser, and an ASCII name with æ, ø and å spelled out
 * ('Kat-i-kurven.png') for older clients. `fallback` names a file whose title leaves nothing.
 */
export function attachmentNamed(title: string, extension: string, fallback: string): string {
  const name = title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME).trim() || fallback;
  const ascii =
    name
      .replace(/[æøåÆØÅ]/g, (c) => DANISH_LETTERS[c])
      .normalize('NFKD')
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || fallback;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeExtValue(name)}.${extension}`;
}
