// `npm run dashboards:rebuild`: recounts every person's kept dashboard figures from the records
// (docs/decisions/0044), after a definition changed or a person's time zone did. It takes the
// database as the server does: PGlite's data directory only while no server holds it.
import { configFromEnv } from '../server/config.ts'
import { openDatabase } from '../server/database/connect.ts'
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
} finally {
  await database.close()
}
