/** Where a job says how it went. */
export interface JobLog {
  error(details: object, message: string): void
  info(details: object, message: string): void
}

export interface PeriodicJob {
  /** Runs the job now, or joins the run under way. */
  runNow(): Promise<void>
  /** No further runs; waits for the one under way, so the database can close after it. */
  stop(): Promise<void>
}

/**
 * Runs `run` at start and then every `everyMs`, one run at a time; a failed run is logged and tried
 * at the next tick. What `run` answers, if anything, is logged. Several server processes each run
 * their own: a job must be safe to run twice at once (a unique key, `skip locked`).
 */
export function startPeriodicJob(
  name: string,
  everyMs: number,
  run: () => Promise<object | undefined>,
  log: JobLog,
): PeriodicJob {
  if (!(everyMs > 0)) throw new Error(`${name}: the period must be a positive number of milliseconds`)
  let running: Promise<void> | undefined
  let stopped = false
  const runNow = () => {
    running ??= run()
      .then((outcome) => {
        if (outcome) log.info(outcome, name)
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined
      })
    return running
  }
  const tick = () => {
    if (!stopped) void runNow()
  }
  const timer = setInterval(tick, everyMs)
  // The process may end between runs: the timers alone never keep it alive.
  timer.unref()
  const first = setTimeout(tick, 0)
  first.unref()
  return {
    runNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      clearTimeout(first)
      await running
    },
  }
}

/** How an area starts its periodic jobs; the server stops them all when it closes. */
export type StartJob = (name: string, everyMs: number, run: () => Promise<object | undefined>) => PeriodicJob
