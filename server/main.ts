import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { passwordHasher } from './auth/passwords.ts'
import { configFromEnv, type ServerConfig } from './config.ts'
import { type Database, openDatabase } from './database/connect.ts'
import { DataDirLockedError } from './database/dataDirLock.ts'
import { demoAccounts, demoPassword } from './database/demoAccounts.ts'
import { seedIfEmpty } from './database/seed.ts'
import type { CodeSender } from './services/codeSender.ts'

export interface RunningServer {
  app: FastifyInstance
  url: string
  /** The database the app serves, for a process that hosts it and needs a door of its own (the e2e server). */
  db: Database
  stop(): Promise<void>
}

export interface ServerOptions {
  /** Where verification codes go; by default they are written to the log. */
  codeSender?: CodeSender
}

/** Opens the database, migrates, seeds on first start and serves app and API until stopped. */
export async function startServer(
  config: ServerConfig = configFromEnv(),
  options: ServerOptions = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    const seeded = await seedIfEmpty(database.db, passwordHasher(config.argon2))
    const app = await buildApp({ db: database.db, config, ...options })
    await app.listen({ port: config.port, host: config.host })
    const url = `http://localhost:${config.port}`
    if (seeded) app.log.info('seeded the demo operation')
    let stopping: Promise<void> | undefined
    const stop = () => {
      stopping ??= app.close().then(() => database.close())
      return stopping
    }
    return { app, url, db: database.db, stop }
  } catch (error) {
    await database.close()
    throw error
  }
}

export function describeDemo(url: string, engine: string): string {
  const rows = demoAccounts.map((account) => `  ${account.username.padEnd(15)} ${account.note}`)
  return [
    '',
    `Collection console is running at ${url}  (database: ${engine})`,
    `Demo accounts, all with the password ${demoPassword}:`,
    ...rows,
    'Verification codes for password resets are written to this log.',
    '',
  ].join('\n')
}

/** Starts the server and stops it on SIGINT or SIGTERM; answers the running server. */
export async function runUntilSignal(
  config: ServerConfig = configFromEnv(),
  options: ServerOptions = {},
): Promise<RunningServer> {
  let server: RunningServer
  try {
    server = await startServer(config, options)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  console.log(describeDemo(server.url, config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, 'shutting down')
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
  return server
}
