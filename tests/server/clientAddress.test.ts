import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../contract/session.ts'
import { configFromEnv } from '../../server/config.ts'
import { apiUrl, startTestServer, type TestServer } from '../support/testServer.ts'

// The sign-in limit per address counts failures by the client's address; these tests move the address
// with X-Forwarded-For, each attempt naming an account of its own so the limit per account never trips.

const perAddress = 3
let attempt = 0

async function signInFrom(server: TestServer, forwardedFor: string) {
  attempt += 1
  const response = await server.app.inject({
    method: 'POST',
    url: apiUrl(signIn.path),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: `username=nobody${attempt}&password=Wrong-Password-1`,
  })
  return (response.json() as { respCode: string }).respCode
}

const limits = { perAccount: 5, perAddress, windowMs: 15 * 60_000 }

describe('without TRUST_PROXY', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ signInLimits: limits })
  })
  afterAll(() => server?.close())

  it('trusts no proxy by default', () => {
    expect(configFromEnv({}).trustedProxies).toEqual([])
  })

  it('a client-chosen X-Forwarded-For does not move the limit per address', async () => {
    for (let i = 0; i < perAddress; i++)
      expect(await signInFrom(server, `203.0.113.${i + 1}`)).toBe('auth.wrongCredentials')
    expect(await signInFrom(server, '198.51.100.77')).toBe('auth.tooManyAttempts')
  })
})

describe('with TRUST_PROXY naming the proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    // The test requests come from 127.0.0.1, which plays the proxy here.
    const { trustedProxies } = configFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })
    server = await startTestServer({ signInLimits: limits, trustedProxies })
  })
  afterAll(() => server?.close())

  it('reads the list of proxies from the environment', () => {
    expect(configFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ])
  })

  it("counts each client by the address the proxy forwards, and still limits one client's address", async () => {
    for (let i = 0; i < perAddress + 2; i++)
      expect(await signInFrom(server, `203.0.113.${i + 1}`)).toBe('auth.wrongCredentials')
    for (let i = 0; i < perAddress - 1; i++)
      expect(await signInFrom(server, '203.0.113.1')).toBe('auth.wrongCredentials')
    expect(await signInFrom(server, '203.0.113.1')).toBe('auth.tooManyAttempts')
  })

  it('a forged address before the proxy chain is not believed beyond the trusted hops', async () => {
    // "client-forged, real-client": the proxy appends the address it saw; only that one counts.
    for (let i = 0; i < perAddress; i++)
      expect(await signInFrom(server, `192.0.2.${i + 1}, 198.51.100.9`)).toBe('auth.wrongCredentials')
    expect(await signInFrom(server, '192.0.2.200, 198.51.100.9')).toBe('auth.tooManyAttempts')
  })
})
