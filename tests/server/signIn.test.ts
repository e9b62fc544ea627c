import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../contract/menus.ts'
import { currentUser, signIn, signOut } from '../../contract/session.ts'
import { hashSecret } from '../../server/auth/tokens.ts'
import { sessions } from '../../server/database/schema/accounts.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const signedOut = { status: 401, respCode: '999998' }

async function probe(token: string | undefined) {
  const { status, body } = await server.call(currentUser, undefined, { token })
  return { status, respCode: body.respCode }
}

describe('signing in', () => {
  it('answers the token in the authorization header and the user with role, menus, country and time zone', async () => {
    const { status, body, headers } = await server.call(signIn, {
      username: 'collector',
      password: 'Console2026',
    })
    expect(status).toBe(200)
    expect(body.respCode).toBe('000000')
    expect(headers.authorization).toMatch(/^[\w-]{43}$/)
    expect(body.data).toMatchObject({
      username: 'collector',
      roleId: roleIds.collector,
      cc: 'NG',
      timeZone: 'Africa/Lagos',
    })
    expect(body.data.menuIdList).toContain(menuIds.allCases)
    expect(body.data.menuIdList).not.toContain(menuIds.staffs)

    const again = await server.call(currentUser, undefined, { token: headers.authorization })
    expect(again.body.data).toEqual(body.data)
  })

  it('accepts the phone number in place of the username', async () => {
    const { body, headers } = await server.call(signIn, {
      username: '5255100000006',
      password: 'Console2026',
    })
    expect(body.respCode).toBe('000000')
    expect(body.data.username).toBe('seller')
    expect(headers.authorization).toBeTruthy()
  })

  it('answers a wrong password and an unknown user alike, so accounts cannot be discovered', async () => {
    const wrongPassword = await server.call(signIn, { username: 'leader', password: 'Wrong-Password-1' })
    const unknownUser = await server.call(signIn, { username: 'nobody.here', password: 'Console2026' })
    expect(wrongPassword.body.respCode).toBe('auth.wrongCredentials')
    expect(wrongPassword.body.respMsg).toBe('Wrong username or password.')
    expect({ ...unknownUser.body, status: unknownUser.status }).toEqual({
      ...wrongPassword.body,
      status: wrongPassword.status,
    })
    expect(wrongPassword.headers.authorization).toBeUndefined()
  })

  it('locks an account for a while after 5 failures, even against the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await server.call(signIn, {
        username: 'auditor',
        password: `Wrong-${attempt}-Password`,
      })
      expect(body.respCode).toBe('auth.wrongCredentials')
    }
    const { status, body, headers } = await server.call(signIn, {
      username: 'auditor',
      password: 'Console2026',
    })
    expect(status).toBe(429)
    expect(body.respCode).toBe('auth.tooManyAttempts')
    const seconds = Number(/try again in (\d+) seconds/.exec(body.respMsg)?.[1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(server.config.signInLimits.windowMs / 1000)
    expect(headers.authorization).toBeUndefined()

    // Other accounts are not affected.
    expect((await server.call(signIn, { username: 'manager', password: 'Console2026' })).body.respCode).toBe(
      '000000',
    )
  })

  it('counts failures against the account whether it was named by username or by phone', async () => {
    const account = await server.newAccount()
    for (const username of [
      account.username,
      account.phone,
      account.username.toUpperCase(),
      account.phone,
      account.username,
    ]) {
      expect((await server.call(signIn, { username, password: 'Wrong-Password-1' })).body.respCode).toBe(
        'auth.wrongCredentials',
      )
    }
    const { body } = await server.call(signIn, { username: account.phone, password: account.password })
    expect(body.respCode).toBe('auth.tooManyAttempts')
  })

  it('refuses an expired password with the phone masked as a hint for the reset, and no token', async () => {
    const { status, body, headers } = await server.call(signIn, {
      username: 'expired',
      password: 'Console2026',
    })
    expect(status).toBe(403)
    expect(body.respCode).toBe('auth.passwordExpired')
    expect(body.data).toEqual({ maskedPhone: '234****0012' })
    expect(JSON.stringify(body)).not.toContain('8030000012')
    expect(headers.authorization).toBeUndefined()
  })
})

describe('sessions', () => {
  it('a token stops working after logout', async () => {
    const token = await server.signInAs('collector')
    expect(await probe(token)).toEqual({ status: 200, respCode: '000000' })
    const logout = await server.call(signOut, undefined, { token })
    expect(logout.body.respCode).toBe('000000')
    expect(await probe(token)).toEqual(signedOut)
  })

  it('logout ends only its own session', async () => {
    const kept = await server.signInAs('collector')
    const ended = await server.signInAs('collector')
    await server.call(signOut, undefined, { token: ended })
    expect(await probe(kept)).toEqual({ status: 200, respCode: '000000' })
  })

  it('an unknown or missing token answers signed out', async () => {
    expect(await probe(undefined)).toEqual(signedOut)
    expect(await probe('not-a-token-the-server-ever-gave')).toEqual(signedOut)
    const { body } = await server.call(currentUser, undefined, { token: 'x' })
    expect(body.respMsg).toBe('Your session has ended, please sign in again.')
  })

  it('the token is also accepted with a Bearer prefix', async () => {
    const token = await server.signInAs('collector')
    expect(await probe(`Bearer ${token}`)).toEqual({ status: 200, respCode: '000000' })
  })

  it('a session idle longer than the limit answers signed out; one used within it stays alive', async () => {
    const idle = await server.signInAs('collector')
    const active = await server.signInAs('collector')
    const lastSeen = async (token: string, idleMs: number) =>
      server.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - idleMs) })
        .where(eq(sessions.tokenHash, hashSecret(token)))
    await lastSeen(idle, server.config.sessionIdleMs + 60_000)
    await lastSeen(active, server.config.sessionIdleMs - 60_000)
    expect(await probe(idle)).toEqual(signedOut)
    expect(await probe(active)).toEqual({ status: 200, respCode: '000000' })
    // That use restarted the idle clock.
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(active)))
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000)
  })
})
