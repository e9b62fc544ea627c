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

/** Takes the embedded database directory for this process alone; resolves to the release function. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, { lockfilePath: `${dir}/.lock`, stale: 30_000, update: 10_000 })
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir)
    throw error
  }
}
