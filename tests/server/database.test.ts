import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { health } from '../../contract/system.ts'
import { passwordHasher } from '../../server/auth/passwords.ts'
import { openDatabase } from '../../server/database/connect.ts'
import { DataDirLockedError } from '../../server/database/dataDirLock.ts'
import { users } from '../../server/database/schema.ts'
import { seedIfEmpty } from '../../server/database/seed.ts'
import { startTestServer, type TestServer, usesPostgres } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the database', () => {
  it('the health check answers ok without a session', async () => {
    const { status, body } = await server.call(health, undefined)
    expect(status).toBe(200)
    expect(body.data).toEqual({ status: 'ok' })
  })

  it('a restart migrates and seeds again without failing or adding rows', async () => {
    const before = await server.db.select({ n: count() }).from(users)
    await server.migrate()
    expect(await seedIfEmpty(server.db, passwordHasher(server.config.argon2))).toBe(false)
    expect(await server.db.select({ n: count() }).from(users)).toEqual(before)
  })
})

// One PGlite directory, two processes: rows are silently lost, so the second must refuse to start.
if (!usesPostgres) {
  describe('the embedded database directory', () => {
    it('refuses a second opener, saying the directory is in use, and opens again once the first closed', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'collection-lock-'))
      try {
        const first = await openDatabase({ dataDir })
        const second = openDatabase({ dataDir })
        await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
        await expect(second).rejects.toThrow(/is in use by another process/)
        await first.close()
        const reopened = await openDatabase({ dataDir })
        await reopened.close()
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    })
  })
}
