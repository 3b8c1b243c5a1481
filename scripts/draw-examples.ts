/**
 * The last part of `npm run build`: the landing page's example stories written and drawn into
 * dist-server/examples/, which the built server reads instead of drawing them at every start
 * (server/modules/demo/service.ts, bench/README.md, start). The same offline writer, illustrator
 * and WebP as at run time; the pictures' seeds make them the same every time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeExamples } from '../server/modules/demo/service';
import { offlineIllustrator } from '../server/providers/images/illustrator';
import { imagePipeline } from '../server/providers/images/pipeline';
import { localStorage } from '../server/providers/storage/local';
import { fileSigner } from '../server/providers/storage/url-signing';
import { offlineTextProvider } from '../server/providers/text/offline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'dist-server', 'examples');
const started = performance.now();
// Offline drawings are SVG: the pipeline stores nothing and fetches nothing for them.
const scratch = await mkdtemp(path.join(tmpdir(), 'fh-examples-'));
const refuse = () => Promise.reject(new Error('an example fetches nothing'));
const pipeline = imagePipeline({
  storage: localStorage(scratch, fileSigner('examples-are-never-signed-or-served-from-here')),
  fetchRemote: refuse,
});
await rm(dir, { recursive: true, force: true });
await writeExamples(dir, { writer: offlineTextProvider(), illustrator: offlineIllustrator(), normalize: pipeline.normalize });
await rm(scratch, { recursive: true, force: true });
console.log(`dist-server/examples/: the example stories drawn in ${Math.round(performance.now() - started)} ms`);
