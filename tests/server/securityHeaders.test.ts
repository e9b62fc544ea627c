import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUrl, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let clientDir: string
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'collection-client-'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Collection System</title>')
  server = await startTestServer({ clientDir })
})
afterAll(async () => {
  await server?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

/** The policy's directives by name, e.g. { 'script-src': ["'self'"] }. */
function directivesOf(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  )
}

const answers: [string, { method: 'GET' | 'POST'; url: string; payload?: string }, number][] = [
  ['a screen of the app', { method: 'GET', url: '/cases/all' }, 200],
  ['a call answered', { method: 'GET', url: apiUrl('/health', { timestamp: '1', lang: 'en-US' }) }, 200],
  ['a refused call', { method: 'POST', url: apiUrl('/api/skip/user/login'), payload: '' }, 400],
  ['an unknown interface', { method: 'GET', url: apiUrl('/no/such/call') }, 404],
  ['the API docs', { method: 'GET', url: '/collection-service/docs' }, 200],
  ['the OpenAPI document', { method: 'GET', url: '/collection-service/docs/json' }, 200],
]

describe('every answer carries the security headers', () => {
  it.each(answers)('%s', async (_, request, status) => {
    const response = await server.app.inject({
      ...request,
      headers: request.payload === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.statusCode).toBe(status)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-frame-options']).toBe('DENY')

    const policy = directivesOf(response.headers['content-security-policy'] as string | undefined)
    expect(policy['default-src']).toEqual(["'self'"])
    // Scripts only from the console's own files: nothing inline, no eval, no other origin.
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['script-src-attr']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    const everySource = Object.values(policy).flat()
    expect(everySource.filter((source) => /^https?:|\*/.test(source))).toEqual([])
  })
})
