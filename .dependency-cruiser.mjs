// The module boundaries that `npm run lint` holds (decision 016). Paths are matched after
// resolution, so `../projects/projects.repository`, `./x/../../projects/...` and a type-only
// import all count the same. Run: npm run lint:boundaries
const MODULES = '^apps/server/src/modules/';
const FEATURES = '^apps/web/src/features/';
const INDEX = `${MODULES}[^/]+/index\\.ts$`;
const TABLES = '\\.tables\\.ts$';
// The composition root: the top-level files (app, services, main, worker, config) and the seeder.
const COMPOSITION = '^apps/server/src/([^/]+\\.ts$|seed/)';
// Every other folder of the server (db/, lib/, plugins/, storage/, …) sits below the modules.
const INFRASTRUCTURE = '^apps/server/src/(?!modules/|seed/)[^/]+/';
// drizzle-orm and every subpath, resolved into node_modules or (when not installed there) the bare name.
const DRIZZLE = ['(^|/)node_modules/drizzle-orm/', '^drizzle-orm(/|$)'];
const FORBIDDEN_IN_DOMAIN =
  '(fastify|@fastify/[^/]+|drizzle-orm|drizzle-kit|pg|@electric-sql/pglite|react|react-dom)';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'server-module-internals',
      comment:
        'A server module uses another module only through that module’s index.ts (its services and plain ' +
        'types), never its repository, tables, routes or helpers.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TABLES },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, INDEX] },
    },
    {
      name: 'server-tables-reference-tables-only',
      comment:
        'The one exception: a table may reference another module’s table (a foreign key, declared in the ' +
        'schema, never queried across).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/.*${TABLES}` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, INDEX, `${MODULES}[^/]+/[^/]+${TABLES}`] },
    },
    {
      name: 'server-index-hides-internals',
      comment:
        'A module’s index.ts exports services and plain types, never its repository or its tables (row types ' +
        'included); services.ts imports the repositories it wires directly.',
      severity: 'error',
      from: { path: INDEX },
      to: { path: `${MODULES}.+\\.(repository|tables)\\.ts$` },
    },
    {
      name: 'server-composition-uses-index',
      comment:
        'The composition root (app.ts, services.ts, main.ts, worker.ts, config.ts, the seeder) uses a module ' +
        'through its index.ts; services.ts, which builds each service on its repository, may also import ' +
        'the <module>.repository.ts files.',
      severity: 'error',
      from: { path: COMPOSITION, pathNot: '^apps/server/src/services\\.ts$' },
      to: { path: MODULES, pathNot: INDEX },
    },
    {
      name: 'server-services-wires-repositories',
      comment: 'services.ts: a module’s index.ts and its repositories, nothing else of it.',
      severity: 'error',
      from: { path: '^apps/server/src/services\\.ts$' },
      to: { path: MODULES, pathNot: [INDEX, `${MODULES}[^/]+/[^/]+\\.repository\\.ts$`] },
    },
    {
      name: 'server-infrastructure-no-modules',
      comment:
        'db/, lib/, plugins/, storage/ and any other folder beside modules/ and seed/ sit below the modules: ' +
        'they never import one (drizzle-kit finds the tables by the glob in drizzle.config.ts).',
      severity: 'error',
      from: { path: INFRASTRUCTURE },
      to: { path: MODULES },
    },
    {
      name: 'server-sql-in-repositories',
      comment:
        'Only a repository (*.repository.ts), a table file (*.tables.ts) and db/ speak SQL: no other server ' +
        'file imports drizzle-orm or any of its subpaths, whatever it is called (the import is what counts). ' +
        'Tests may (module *.test.ts files and their testing/ helpers; apps/server/test/ is not linted here). ' +
        'The seeder goes through the modules’ services, so it needs no exception.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '\\.repository\\.ts$',
          TABLES,
          '^apps/server/src/db/',
          '\\.test\\.ts$',
          '^apps/server/src/modules/[^/]+/testing/',
        ],
      },
      to: { path: DRIZZLE },
    },
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature never imports another feature; what two features share lives in components/ or lib/ ' +
        '(or in @quire/domain).',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'web-shared-no-features',
      comment: 'components/ and lib/ are shared by the features, so they import none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: FEATURES },
    },
    {
      name: 'domain-stays-pure',
      comment:
        '@quire/domain is pure rules and data: it imports no app, and no server, database or UI library.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      // Resolved into node_modules, or the bare name when a package is not installed where it is asked for.
      to: { path: [`^apps/`, `(^|/)node_modules/${FORBIDDEN_IN_DOMAIN}/`, `^${FORBIDDEN_IN_DOMAIN}(/|$)`] },
    },
    {
      name: 'domain-no-node-builtins',
      comment: '@quire/domain runs in the browser too: no node: built-ins.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph (as leaves, for the domain rule); only build output is left out.
    exclude: { path: '(^|/)(dist|\\.data|\\.test-data)/' },
    // Type-only imports are dependencies too: a module's row type is as internal as its repository.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
