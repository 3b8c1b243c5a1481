import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest settings, once: the
 * server sends the one the browser accepts (serveStatic's `precompressed`), so no request pays for
 * compressing. Files under 1 KB gain too little to be worth a second request path.
 */
function precompress(): Plugin {
  return {
    name: 'fh:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (source.length < 1024) continue;
        const file = path.join(options.dir!, fileName);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const mainEntry = path.resolve(import.meta.dirname, 'web/src/main.tsx');
const appEntry = path.resolve(import.meta.dirname, 'web/src/app/app.tsx');
const appModules = new Set<string>();

/**
 * Finds the modules only the router's side needs: what app.tsx imports, less what the entry and
 * the landing page (main.tsx's other lazy import) import. They become one file (the 'app' group
 * below). Left alone, Rolldown splits them into a dozen small files by which pages share them,
 * although every page loads app.tsx before any of them; on a phone each file is one more round trip.
 */
function collectAppModules(): Plugin {
  return {
    name: 'fh:app-modules',
    apply: 'build',
    buildEnd() {
      const closure = (id: string, into: Set<string>) => {
        if (into.has(id)) return into;
        into.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) closure(dep, into);
        return into;
      };
      const main = this.getModuleInfo(mainEntry);
      if (!main?.dynamicallyImportedIds.includes(appEntry)) return this.error(`${mainEntry} no longer imports ${appEntry}`);
      const elsewhere = closure(mainEntry, new Set());
      for (const id of main.dynamicallyImportedIds) if (id !== appEntry) closure(id, elsewhere);
      appModules.clear();
      for (const id of closure(appEntry, new Set())) if (!elsewhere.has(id)) appModules.add(id);
    },
  };
}

/**
 * dist/app.html: index.html that also preloads the router, the data layer and the signed-in frame
 * (app.tsx and what it imports), and /api/me. The server sends it for every address but '/': those
 * pages fetch them alongside React instead of one after the other, while a fresh visit to '/' draws
 * the landing page without any of them (main.tsx).
 */
function appHtml(): Plugin {
  return {
    name: 'fh:app-html',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        const chunk = chunks.find((c) => c.moduleIds.includes(appEntry));
        if (!chunk) return this.error(`app.html: no chunk holds ${appEntry}`);
        visit(chunk.fileName);
        const links = [...files].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        // Who is signed in: every guard asks first (api-client's fetch takes this answer), so it is on its way with the code.
        links.push('<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">');
        this.emitFile({ type: 'asset', fileName: 'app.html', source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) });
      },
    },
  };
}

/**
 * The installable app (issue 19, docs/0015-reading-offline.md): the manifest, and the service worker
 * built from web/sw/sw.ts with Workbox's modules. Its precache is the app shell: every script,
 * stylesheet, page and icon of the build, each with its revision, so a new build replaces the old
 * shell. The worker is registered by the page itself (web/src/lib/offline/register.ts).
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Fortællehuset',
      short_name: 'Fortællehuset',
      description: 'Personlige, illustrerede sociale historier på dansk til børn med autisme.',
      lang: 'da',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#f4eee3',
      theme_color: '#4f46e5',
      categories: ['education', 'kids'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['sw.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'shared'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

/**
 * Two builds (`npm run build`): the web app into dist/, and with `--ssr` the server's renderer
 * (web/src/entry-server.tsx, for the pages the server draws first, see server/ssr.ts) into
 * dist-ssr/, which is not served. The renderer carries its packages (React, React Router, ...):
 * the server loads it at start, and one bundle loads in a fraction of the time node takes to
 * resolve them from node_modules (bench/README.md, start); a production install then needs none of them.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'web',
        publicDir: false,
        plugins: [react()],
        resolve: { alias },
        ssr: { noExternal: true },
        build: {
          outDir: path.resolve(import.meta.dirname, 'dist-ssr'),
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: { input: path.resolve(import.meta.dirname, 'web/src/entry-server.tsx') },
        },
      }
    : {
        root: 'web',
        publicDir: 'public',
        plugins: [react(), tailwindcss(), collectAppModules(), appHtml(), precompress(), pwa()],
        resolve: { alias },
        build: {
          outDir: path.resolve(import.meta.dirname, 'dist'),
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Without their dependencies, so React stays in the entry; neither group's modules import the other side back.
                  { name: 'app', test: (id) => appModules.has(id), includeDependenciesRecursively: false, priority: 2 },
                  // An icon is a few hundred bytes: one file for all of them rather than a request per icon.
                  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, includeDependenciesRecursively: false, priority: 1 },
                ],
              },
            },
          },
        },
        server: {
          proxy: { '/api': 'http://localhost:3000' },
        },
      },
);
