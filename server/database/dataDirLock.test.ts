import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './connect.ts'
import { DataDirLockedError } from './dataDirLock.ts'

// One PGlite directory, two processes: rows are silently lost, so the second must refuse to start.
// The lock is PGlite's alone, whatever engine the server tests run on: this runs once, beside the lock.
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
  }, 60_000)
})
