/**
 * Architecture rules of DESIGN.md, checked in CI (npm run depcheck):
 * - domain/ is pure: no framework, ORM or other-layer imports;
 * - dependencies point inward (domain <- application <- adapters);
 * - a module reaches another module only through that module's index.ts, which never
 *   exports a persistence adapter (other modules get application services and ports), or
 *   through its pure.ts, which exports only its own domain code (no Nest, no TypeORM: cheap
 *   to load on a worker thread);
 * - no import cycles anywhere, so Nest modules never import each other in a circle;
 * - business modules point one way, down the LAYERS below (docs/architecture.md draws them).
 * - the server uses no devDependency: the runtime image installs without them
 *   (npm ci --omit=dev); only the embedded database (PGlite, development) is one, loaded
 *   on demand.
 */

/**
 * The business modules from the bottom up. A module imports only modules of the layers
 * below its own: what a lower module needs from a higher one is a port it owns, bound by the
 * higher module (matching's MatchingDinners and restaurants' RestaurantAssignments by
 * dinners, dinners' BookingRefunds by payments) and plugged in by app.module.ts.
 */
const LAYERS = [
  ['identity'],
  ['integrations', 'cities'],
  ['couple-profile', 'consent'],
  ['restaurants'],
  ['matching'],
  ['dinners'],
  ['payments'],
  ['support', 'operations', 'safety'],
];

// A module left out of LAYERS would escape the direction rules: refuse to run without it.
const unplaced = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'src', 'modules'))
  .filter((module) => !LAYERS.flat().includes(module));
if (unplaced.length > 0) throw new Error(`Put ${unplaced.join(', ')} in a layer of LAYERS (.dependency-cruiser.js).`);

const oneWay = LAYERS.flatMap((layer, index) =>
  layer.map((module) => {
    const notBelow = LAYERS.slice(index)
      .flat()
      .filter((other) => other !== module);
    return {
      name: `one-way-${module}`,
      severity: 'error',
      comment: `${module} imports only modules below it (${LAYERS.slice(0, index).flat().join(', ') || 'none'}).`,
      from: { path: `^src/modules/${module}/` },
      to: { path: `^src/modules/(${notBelow.join('|')})/` },
    };
  }),
);

module.exports = {
  forbidden: [
    ...oneWay,
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ imports nothing from Nest, TypeORM, Express, SDKs or outer layers.',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: {
        pathNot: ['^src/modules/[^/]+/domain/', '^src/kernel/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-no-framework-types',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: 'node_modules' },
    },
    {
      name: 'application-not-on-adapters',
      severity: 'error',
      comment: 'Use cases depend on ports, never on the adapters implementing them.',
      from: { path: '^src/modules/([^/]+)/application/' },
      to: { path: '^src/modules/$1/adapters/' },
    },
    {
      name: 'modules-through-index',
      severity: 'error',
      comment: 'Another module is used only through its index.ts (or its pure.ts).',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/(index|pure)\\.ts$'] },
    },
    {
      name: 'pure-entry-is-pure',
      severity: 'error',
      comment: "A module's pure.ts exports only its own domain code, so that loading it loads no framework.",
      from: { path: '^src/modules/([^/]+)/pure\\.ts$' },
      to: { pathNot: '^src/modules/$1/domain/' },
    },
    {
      name: 'platform-has-no-business',
      severity: 'error',
      comment: 'Cross-cutting infrastructure does not depend on business modules.',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'domain-no-orm-entities',
      severity: 'error',
      comment: 'domain/ never sees an ORM entity, not even as a type.',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: '\\.orm-entity\\.ts$' },
    },
    {
      name: 'index-exports-no-persistence',
      severity: 'error',
      comment: 'A module offers application services and ports, never its persistence adapters, ORM entities or EntityManager.',
      from: { path: '^src/modules/[^/]+/index\\.ts$' },
      to: { path: '^src/modules/[^/]+/adapters/persistence/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, inside a module or between modules (a Nest module cycle is one).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'server-without-dev-dependencies',
      severity: 'error',
      comment: 'The runtime image has no devDependencies (Dockerfile); only the embedded database, loaded on demand without DATABASE_URL, may use one.',
      from: { path: '^src/', pathNot: ['^src/platform/database/embedded-postgres\\.ts$', '^src/cli/'] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
