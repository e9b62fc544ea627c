import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let clientDir: string
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'collection-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Collection System</title>')
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(clientDir, 'assets', 'CaseListPage-abc123.js'), 'export default 1')
  server = await startTestServer({ clientDir })
})
afterAll(async () => {
  await server?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('the service worker file', () => {
  it('is served as a script the browser asks again every time, so a deploy is seen at the next check', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sw.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(response.headers['cache-control']).toBe('no-cache')
    // The policy lets the page register it and lets it load workbox from this origin.
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("script-src 'self'")
  })

  it('leaves the page it precaches revalidated too, whether asked by name or as a screen', async () => {
    for (const url of ['/index.html', '/cases/all']) {
      const response = await server.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('does not stop a chunk named by its content from being kept', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/CaseListPage-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).not.toBe('no-cache')
  })
})

describe('a chunk this build lacks (an older page names it after a deploy)', () => {
  it('is missing, not the app’s page, so the page sees a failed import and can reload', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/CaseListPage-old999.js' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).not.toMatch(/html/)
  })
})
