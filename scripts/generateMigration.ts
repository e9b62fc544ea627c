// `npm run db:generate -- --name <what>`: drizzle-kit writes the next migration from the schema; its
// REFERENCES come qualified with "public", which would pin the tables to that schema (tests and some
// deployments use another), so the qualifier is removed from new files.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const folder = 'server/database/migrations'
const result = spawnSync('node_modules/.bin/drizzle-kit', ['generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
if (result.status !== 0) process.exit(result.status ?? 1)
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = join(folder, file)
  const sql = readFileSync(path, 'utf8')
  if (sql.includes('"public".')) writeFileSync(path, sql.replaceAll('"public".', ''))
}
