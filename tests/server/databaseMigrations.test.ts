import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { health } from '../../contract/system.ts'
import { passwordHasher } from '../../server/auth/passwords.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { seedIfEmpty } from '../../server/database/seed.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

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
