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
