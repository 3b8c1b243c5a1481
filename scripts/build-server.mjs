#!/usr/bin/env node
/**
 * The server's part of `npm run build` (after the web app and its server renderer): server/main.ts
 * and everything it imports into one ES module, dist-server/main.mjs, that plain `node` starts.
 *
 * npm packages are bundled too: one file loads in a fraction of the time node takes to find, read
 * and link the ~1,400 files of node_modules the server would otherwise open at start (bench/README.md,
 * start). The exceptions are package.json's `dependencies`, the only packages a production install
 * (`npm ci --omit=dev`) has: native ones (better-sqlite3, sharp, pg for its optional pg-native),
 * those that read their own files (pdfkit's fonts), and programs kept replaceable apart from ours
 * (eSpeak NG and LAME, see the README's licences). Every other package belongs in devDependencies.
 *
 * dist-server/ sits beside dist/ (the web app, served as it is, so the server cannot live in it)
 * and dist-ssr/ (the server's renderer), one folder below the project root like server/, so what
 * server/services.ts finds from its own place (`../dist`, `../dist-ssr`) it finds from the bundle too.
 * A file the code finds beside itself (`new URL('./x', import.meta.url)`) is found beside the
 * bundle: a data file is copied there, a script (the speech worker) is an entry of its own.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist-server');

/** Loaded from node_modules at run time; everything else is in the bundle. */
const runtimePackages = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies ?? {});

/** Scripts started by file (a worker thread), each bundled under its own name. */
const entries = {
  main: 'server/main.ts',
  'espeak-worker': 'server/providers/speech/espeak-worker.mjs',
};

const besideItself = /new URL\(\s*(['"])(\.\.?\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Finds every `new URL('./x', import.meta.url)` in the server's sources: a data file is copied into
 * dist-server/ and the URL names it there; a script must be one of `entries`. Anything else stops
 * the build, rather than a server that fails when it reaches the line.
 */
function filesBesideItself() {
  /** Name in dist-server/ -> source file, so two sources never land on one name. */
  const copied = new Map();
  return {
    name: 'files-beside-itself',
    setup(b) {
      b.onLoad({ filter: /[\\/](server|shared)[\\/][^\\/]+.*\.(ts|mjs|js)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const errors = [];
        const from = path.relative(root, args.path);
        const contents = source.replace(besideItself, (match, quote, relative) => {
          const file = path.resolve(path.dirname(args.path), relative);
          const name = path.basename(file);
          if (/\.(ts|mts|mjs|js|cjs)$/.test(name)) {
            const entry = Object.keys(entries).find((e) => path.join(root, entries[e]) === file);
            if (!entry) errors.push({ text: `${relative}, a script found beside ${from}, is not an entry of scripts/build-server.mjs` });
            return entry ? `new URL(${quote}./${entry}.mjs${quote}, import.meta.url)` : match;
          }
          if (!existsSync(file)) errors.push({ text: `${relative}, found beside ${from}, does not exist` });
          else if (copied.has(name) && copied.get(name) !== file)
            errors.push({ text: `two files would be dist-server/${name}: ${copied.get(name)} and ${file}` });
          else copied.set(name, file);
          // A third party's data travels with its licence (x.txt: x.LICENSE).
          const licence = file.replace(/\.[^.]+$/, '.LICENSE');
          if (existsSync(licence)) copied.set(path.basename(licence), licence);
          return `new URL(${quote}./${name}${quote}, import.meta.url)`;
        });
        if (errors.length) return { errors };
        return { contents, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
      });
      b.onEnd((result) => {
        if (result.errors.length === 0) for (const [name, file] of copied) copyFileSync(file, path.join(outdir, name));
      });
    },
  };
}

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  external: runtimePackages,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  tsconfig: path.join(root, 'tsconfig.server.json'),
  // The map turns a stack trace of the bundle back into source files (`node --enable-source-maps`).
  sourcemap: 'linked',
  sourcesContent: false,
  // The packages' licence comments, gathered into main.mjs.LEGAL.txt.
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
  plugins: [filesBesideItself()],
});

// A CommonJS package that calls require() where esbuild cannot turn it into an import would fail in
// an ES module at run time ("Dynamic require of ... is not supported"): stop here instead.
for (const name of Object.keys(entries)) {
  const code = readFileSync(path.join(outdir, `${name}.mjs`), 'utf8');
  if (code.includes('Dynamic require of'))
    throw new Error(`dist-server/${name}.mjs calls require() at run time; make that package external`);
}
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `dist-server/: ${Object.keys(entries)
    .map((e) => `${e}.mjs`)
    .join(', ')} (${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms`,
);
