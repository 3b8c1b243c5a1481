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

const serverModules = fs.readdirSync(path.join(__dirname, 'server/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const allowedFor = (name) =>
  baseModules.includes(name) ? [name] : [name, ...baseModules, ...moduleEdges.filter(([from]) => from === name).map(([, to]) => to)];
for (const [from, to] of moduleEdges) {
  if (baseModules.includes(from) || moduleEdges.some(([f, t]) => f === to && t === from)) throw new Error(`module edge ${from} -> ${to} would allow a cycle`);
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
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
