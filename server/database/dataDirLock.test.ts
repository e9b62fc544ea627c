import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './connect.ts'
import { DataDirLockedError, lockDataDir } from './dataDirLock.ts'

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
  }, 300_000)

  it('a lock left by a process that no longer exists (killed outright) is taken over at once; a live one is not', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'collection-lock-'))
    const leftBy = async (pid: number) => {
      await mkdir(join(dataDir, '.lock'), { recursive: true })
      await writeFile(join(dataDir, '.lock-owner.json'), JSON.stringify({ pid, host: hostname() }))
    }
    try {
      // A pid above the kernel's largest never names a live process.
      await leftBy(2 ** 22 + 1)
      const release = await lockDataDir(dataDir)
      await release()
      await leftBy(process.pid)
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
