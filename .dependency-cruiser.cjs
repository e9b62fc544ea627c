// Imports flow one way (STYLE.md section 2): contract <- machines <- db <- src/features <- src/app;
// the server shares only contract/ and machines/ with the client.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-is-the-bottom',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(machines|db|src|server)/' },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(db|src|server)/|node_modules/(react|dexie|fastify|pg|@electric-sql)' },
    },
    { name: 'db-below-the-app', severity: 'error', from: { path: '^db/' }, to: { path: '^(src|server)/' } },
    {
      name: 'server-shares-only-contract-and-machines',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|db)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^(src|db)/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-client-code-never-imports-a-feature',
      severity: 'error',
      from: { path: '^src/(ui|api|i18n)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-never-import-the-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'a-feature-never-imports-another',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    // DESIGN.md: a view reads through its area's hooks and sends through its writes; screens are composition.
    {
      name: 'views-never-call-the-request-helper',
      severity: 'error',
      from: { path: '^src/(features|app)/.+[.]tsx$', pathNot: '[.]test[.]tsx$' },
      to: { path: '^src/api/request[.]ts$' },
    },
    {
      name: 'server-area-only-through-its-public-module',
      comment:
        'A server area (server/services/<area>/, server/routes/<area>.ts) uses another area only through its public ' +
        'module, server/services/<other>/index.ts: export what you need there, never import its inner ' +
        'files. A helper two areas need (days, paging, SQL) goes to a shared module (server/services/*.ts, ' +
        'server/services/lists/, server/database/) instead. docs/adding-an-area.md, "Server".',
      severity: 'error',
      // From an area's services or its routes file (server/routes/<area>.ts) to another area's services.
      from: { path: '^server/(routes|services)/([^/.]+)[/.]' },
      to: { path: '^server/services/[^/]+/', pathNot: '^server/services/($2/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'no-cycle-between-server-areas',
      comment:
        'Server areas depend on each other one way (workday and staffs read cases, case allocation reads ' +
        'staffs and cases, cases reads SIM cards, every area may produce messages). When two areas would ' +
        'need each other, move the shared piece to the lower one or to a shared module, or hand it in as ' +
        'a parameter. A loop through ' +
        'another folder counts too (a seed in server/database importing an area that reads the schema).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/services/[^/]+$' },
      to: { path: '^server/services/[^/]+$', circular: true },
    },
    // A lazy route's screen may read the route table that loads it; only static cycles are a problem.
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    combinedDependencies: true,
  },
}
