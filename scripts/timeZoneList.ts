// `node scripts/timeZoneList.ts > contract/timeZones.json`: the time zones a member may be given,
// computed once and committed (contract/timeZones.ts). A zone is listed when it is one of IANA's
// places (an area such as America/, or UTC) that PostgreSQL knows, on PGlite and on the server
// DATABASE_URL names when set, and that Node's Intl accepts. tests/server/memberTimeZones.test.ts checks
// the committed list against the engine it runs on.
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const ianaPlace = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/|^UTC$/
const namesQuery = 'select name from pg_timezone_names'

async function pgliteNames(): Promise<string[]> {
  const engine = await PGlite.create()
  try {
    return (await engine.query<{ name: string }>(namesQuery)).rows.map((row) => row.name)
  } finally {
    await engine.close()
  }
}

async function serverNames(url: string): Promise<string[]> {
  const client = new pg.Client(url)
  await client.connect()
  try {
    return (await client.query<{ name: string }>(namesQuery)).rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

function intlAccepts(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const engines = [await pgliteNames()]
if (process.env.DATABASE_URL) engines.push(await serverNames(process.env.DATABASE_URL))
const everyEngine = (zone: string) => engines.every((names) => names.includes(zone))
const zones = engines[0]!
  .filter((zone) => ianaPlace.test(zone) && everyEngine(zone) && intlAccepts(zone))
  .sort()
process.stdout.write(`${JSON.stringify(zones, null, 2)}\n`)
