// `npm run seed`: migrate the configured database (DATABASE_URL, or PGlite in DATA_DIR) and seed the
// demo operation when it is empty.
import { passwordHasher } from '../server/auth/passwords.ts'
import { configFromEnv } from '../server/config.ts'
import { openDatabase } from '../server/database/connect.ts'
import { seedIfEmpty } from '../server/database/seed.ts'

const config = configFromEnv()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  const seeded = await seedIfEmpty(database.db, passwordHasher(config.argon2))
  console.log(seeded ? 'Seeded the demo operation.' : 'The database already has users; nothing seeded.')
} finally {
  await database.close()
}
