import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** Pictures are compressed already; storing them as they are saves time and changes nothing. */
  compress: boolean;
}

/**
 * A zip file as a byte stream, one entry per pull, so a large export never sits in memory whole
 * and a client that stops reading stops the work.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, onError: (err: unknown) => void): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) {
          onError(err);
          controller.error(err);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      try {
        const next = await iterator.next();
        if (next.done) {
          zip.end();
          return;
        }
        const { name, bytes, compress } = next.value;
        const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(file);
        file.push(bytes, true);
      } catch (err) {
        onError(err);
        zip.terminate();
        throw err;
      }
    },
    async cancel() {
      zip.terminate();
      await iterator.return?.();
    },
  });
}
