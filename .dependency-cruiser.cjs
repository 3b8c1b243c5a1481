/**
 * Import boundaries, checked by `npm run lint` (dependency-cruiser). Type-only imports count too.
 * Why each rule exists: docs/0009-import-boundaries.md.
 */
const fs = require('node:fs');
const path = require('node:path');

const notTest = '\\.test\\.tsx?$';

/** Modules whose code others may use; they import no other module themselves. */
const baseModules = ['characters', 'profiles'];
/** The other edges between modules, each on purpose (stories starts the generation jobs; the examples read aloud as the product does). */
const moduleEdges = [
  ['stories', 'generation'],
  ['demo', 'speech'],
  ['shares', 'speech'],
];

const serverModules = fs
  .readdirSync(path.join(__dirname, 'server/modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Provider code every provider folder and every module may import: the errors providers throw,
 * the retry around them, and the words of pictures (pure functions of a page's words; no provider).
 */
const neutralProviders = ['errors.ts', 'retry.ts', 'picture-words/'];
/** The other edges between provider folders, each on purpose (a folder's own files are always allowed). */
const providerEdges = [
  // The offline drawing engine draws the offline illustrator's pictures, the avatars and the downloaded card.
  ['images', 'illustrator/'],
  // The image pipeline stores what is drawn, and fetches what a service answers with a URL.
  ['images', 'storage/port.ts'],
  ['images', 'net/port.ts'],
];
const providerFolders = fs
  .readdirSync(path.join(__dirname, 'server/providers'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const providerTargets = (targets) => `^server/providers/(${targets.map((t) => escapeRe(t) + (t.endsWith('/') ? '' : '$')).join('|')})`;
const providerAllowedFor = (name) => [
  ...new Set([`${name}/`, ...neutralProviders, ...providerEdges.filter(([from]) => from === name).map(([, to]) => to)]),
];
/** What a module may import from providers besides types: each kind's port, and the neutral code. */
const portsAndNeutral = `^server/providers/([^/]+/port\\.ts$|${neutralProviders.map((t) => escapeRe(t) + (t.endsWith('/') ? '' : '$')).join('|')})`;
/** Files only tests run: the tests themselves, their harness and fake services, the browser journeys and the benchmarks. */
const testSide = ['^server/test/', notTest, '^e2e/', '^bench/'];
const allowedFor = (name) =>
  baseModules.includes(name) ? [name] : [name, ...baseModules, ...moduleEdges.filter(([from]) => from === name).map(([, to]) => to)];
for (const [from, to] of moduleEdges) {
  if (baseModules.includes(from) || moduleEdges.some(([f, t]) => f === to && t === from))
    throw new Error(`module edge ${from} -> ${to} would allow a cycle`);
}

module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'The browser bundle never imports server code (not even types): the contract lives in shared/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-imports-neither-side',
      comment: 'shared/ (tests included) runs on both sides, so it imports neither server/ nor web/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'infrastructure-not-to-modules',
      comment: 'The database, providers, HTTP plumbing, jobs and events know no product module; modules use them.',
      severity: 'error',
      from: { path: '^server/(db|providers|http|jobs|events)/', pathNot: notTest },
      to: { path: '^server/modules/' },
    },
    // Between server modules: each imports only what is declared above, so a cycle cannot creep in.
    ...serverModules.map((name) => ({
      name: `module-${name}-imports-declared-modules`,
      comment: `server/modules/${name} may import ${allowedFor(name).join(', ')}.`,
      severity: 'error',
      from: { path: `^server/modules/${name}/`, pathNot: notTest },
      to: { path: '^server/modules/', pathNot: `^server/modules/(${allowedFor(name).join('|')})/` },
    })),
    {
      name: 'modules-reach-providers-through-ports',
      comment:
        'A module uses a provider through its port (server/providers/<kind>/port.ts) or the neutral provider code (errors, retry, picture-words); it may name the types of an implementation but never imports its code. services.ts builds the implementations and hands them in.',
      severity: 'error',
      from: { path: '^server/modules/', pathNot: notTest },
      to: { path: '^server/providers/', pathNot: portsAndNeutral, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-not-to-composition',
      comment:
        'Modules are built by the composition root (services.ts) and wired by app.ts; they import neither, nor main.ts or ssr.ts. Of the files in server/ itself only logger.ts and config.ts.',
      severity: 'error',
      from: { path: '^server/modules/', pathNot: notTest },
      to: { path: '^server/[^/]+$', pathNot: '^server/(logger|config)\\.ts$' },
    },
    // Inside providers: each folder imports its own files, the neutral ones and the edges declared above (images may not import text).
    ...providerFolders.map((name) => ({
      name: `provider-${name}-imports-declared-folders`,
      comment: `server/providers/${name} may import ${providerAllowedFor(name).join(', ')} of server/providers.`,
      severity: 'error',
      from: { path: `^server/providers/${name}/`, pathNot: notTest },
      to: { path: '^server/providers/', pathNot: providerTargets(providerAllowedFor(name)) },
    })),
    {
      name: 'provider-neutral-files-import-neutral',
      comment: `server/providers/{errors,retry}.ts import only ${neutralProviders.join(', ')} of server/providers.`,
      severity: 'error',
      from: { path: '^server/providers/[^/]+\\.ts$', pathNot: notTest },
      to: { path: '^server/providers/', pathNot: providerTargets(neutralProviders) },
    },
    {
      name: 'picture-words-are-pure',
      comment:
        'server/providers/picture-words is words and rules over shared/: no Node module, no package, no I/O, so a module may use it as it uses shared/.',
      severity: 'error',
      from: { path: '^server/providers/picture-words/', pathNot: notTest },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'test-code-only-in-tests',
      comment:
        'server/test/ (the harness, fake services and test servers) is for tests, e2e and benchmarks: nothing the app runs imports it.',
      severity: 'error',
      from: { pathNot: testSide },
      to: { path: '^server/test/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A web feature never reaches into another; the app composes them (STYLE.md).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-layers-flow-down',
      comment: 'Imports flow app -> features -> components, lib, shared.',
      severity: 'error',
      from: { path: '^web/src/(features|components|lib)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-basics-not-to-features',
      comment: 'Shared web pieces (components, lib) know no feature.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-ssr|data|bench/results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
