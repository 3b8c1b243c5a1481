/**
 * One `Range: bytes=…` of a stored file, as audio players ask for it (Safari asks for `bytes=0-1`
 * before it plays and wants 206 back). Only a single range; anything else is answered whole.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last n bytes.
    const n = Number(match[2]);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The answer's status, body and headers for `range` of `bytes`: 206 with Content-Range, 416, or the whole file. */
export function rangedBody(
  bytes: Buffer,
  header: string | undefined,
): { status: 200 | 206 | 416; body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const range = byteRange(header, bytes.length);
  if (range === 'unsatisfiable')
    return { status: 416, body: new Uint8Array(0), headers: { 'Content-Range': `bytes */${bytes.length}`, 'Accept-Ranges': 'bytes' } };
  if (!range) return { status: 200, body: new Uint8Array(bytes), headers: { 'Accept-Ranges': 'bytes' } };
  return {
    status: 206,
    body: new Uint8Array(bytes.subarray(range.start, range.end + 1)),
    headers: { 'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`, 'Accept-Ranges': 'bytes' },
  };
}
