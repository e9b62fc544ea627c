// `npm run dashboards:rebuild`: recounts every person's kept dashboard figures from the records
// (docs/decisions/0044), after a definition changed or a person's time zone did, and the case lists'
// kept totals from the cases (docs/decisions/0057), after a restore that bypassed their trigger. It takes the
// database as the server does: PGlite's data directory only while no server holds it.
import { configFromEnv } from '../server/config.ts'
import { openDatabase } from '../server/database/connect.ts'
import { rebuildCaseListFigures } from '../server/services/cases/index.ts'
import { rebuildKeptFigures } from '../server/services/dashboards/index.ts'
import { progressBar } from './progressBar.ts'

const config = configFromEnv()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  let bar: ((done: number) => void) | undefined
  const done = await rebuildKeptFigures(database.db, ({ people, of }) => {
    bar ??= progressBar(of, 'people')
    bar(people)
  })
  console.log(`Rebuilt the kept figures of ${done.of} people.`)
  await rebuildCaseListFigures(database.db)
  console.log("Rebuilt the case lists' kept totals and filter choices.")
} finally {
  await database.close()
}
