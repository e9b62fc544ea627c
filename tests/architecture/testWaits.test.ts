import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A test waits for a state, never for a pace: vi.waitFor gives up after one second, which a loaded
// machine passes (tests/support/eventually.ts waits with the limit the other waits have), and a
// browser test never sleeps (page.waitForTimeout).
const testFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(test|spec)\.tsx?$/.test(file))
    .map((file) => join(folder, file))

const files = ['src', 'db', 'server', 'contract', 'machines', 'scripts', 'tests'].flatMap(testFiles)
const using = (pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(file, 'utf8')))

describe('how tests wait', () => {
  it('no test waits with vi.waitFor and its one-second limit', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(using(/\bvi\.waitFor\(/)).toEqual([])
  })

  it('no browser test sleeps', () => {
    expect(using(/\.waitForTimeout\(/)).toEqual([])
  })
})
