import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import lockfile from 'proper-lockfile'

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The database directory ${dir} is in use by another process (another \`npm start\` or test run?). ` +
        'Two processes on one PGlite directory silently lose rows, so this one will not start. ' +
        'Stop the other process, or set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.',
    )
    this.name = 'DataDirLockedError'
  }
}

const lockPathOf = (dir: string) => `${dir}/.lock`
// Beside the lock, not in it: proper-lockfile removes its lock directory with a plain rmdir.
const ownerFileOf = (dir: string) => `${dir}/.lock-owner.json`

/** Whether the lock's holder is known to be gone: a process of this machine that no longer exists. */
function holderIsGone(dir: string): boolean {
  let owner: { pid?: unknown; host?: unknown }
  try {
    owner = JSON.parse(readFileSync(ownerFileOf(dir), 'utf8'))
  } catch {
    // No owner written yet (a holder that is just starting) or an older build's lock: not known gone.
    return false
  }
  if (owner.host !== hostname() || typeof owner.pid !== 'number') return false
  try {
    process.kill(owner.pid, 0)
    return false
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH'
  }
}

async function take(dir: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dir, { lockfilePath: lockPathOf(dir), stale: 30_000, update: 10_000 })
  writeFileSync(ownerFileOf(dir), JSON.stringify({ pid: process.pid, host: hostname() }))
  return async () => {
    // The owner goes first, so a later holder's fresh lock is never mistaken for this process's.
    rmSync(ownerFileOf(dir), { force: true })
    await release()
  }
}

/**
 * Takes the embedded database directory for this process alone; resolves to the release function.
 * A holder killed outright (SIGKILL, power cut) cannot release its lock: the lock names its process,
 * and a lock whose process no longer exists on this machine is taken over at once instead of after
 * the 30 s staleness wait.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    try {
      return await take(dir)
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED' || !holderIsGone(dir)) throw error
      rmSync(lockPathOf(dir), { recursive: true, force: true })
      return await take(dir)
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir)
    throw error
  }
}
