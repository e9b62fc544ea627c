import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The browser tests block the service worker (playwright.config.ts) but where a spec goes offline:
// there a collector's page is served by it, and the spec must say so.
const folder = 'tests/e2e'
const specs = readdirSync(folder)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }))

describe('the service worker in the browser tests', () => {
  it('is allowed in every spec that goes offline or waits for it', () => {
    const goesOffline = specs.filter(({ text }) => /setOffline\(|waitForServiceWorker\(/.test(text))
    expect(goesOffline.length).toBeGreaterThan(0)
    const blocked = goesOffline
      .filter(({ text }) => !/test\.use\(\{ serviceWorkers: 'allow' \}\)/.test(text))
      .map(({ file }) => file)
    expect(blocked).toEqual([])
  })
})
