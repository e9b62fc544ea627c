import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPeriodicJob } from './periodicJobs.ts'

const quietLog = () => ({ error: vi.fn(), info: vi.fn() })

afterEach(() => {
  vi.useRealTimers()
})

describe('a periodic job', () => {
  it('runs at start and then every period, one run at a time, and logs what a run says', async () => {
    vi.useFakeTimers()
    const log = quietLog()
    let finish = () => {}
    let runs = 0
    const job = startPeriodicJob(
      'counting',
      1_000,
      () => {
        runs += 1
        return new Promise((resolve) => {
          finish = () => resolve({ counted: runs })
        })
      },
      log,
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
    // Still running when the next tick comes: no second run on top of it.
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs).toBe(1)
    finish()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(2)
    expect(log.info).toHaveBeenCalledWith({ counted: 1 }, 'counting')
    finish()
    await job.stop()
  })

  it('logs a failed run and tries again at the next tick', async () => {
    vi.useFakeTimers()
    const log = quietLog()
    let runs = 0
    const job = startPeriodicJob(
      'failing',
      1_000,
      async () => {
        runs += 1
        if (runs === 1) throw new Error('database away')
        return undefined
      },
      log,
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(2)
    expect(log.error).toHaveBeenCalledOnce()
    expect(log.error.mock.calls[0]![1]).toBe('failing failed')
    await job.stop()
  })

  it('stopping waits for the run under way, and no run starts after', async () => {
    vi.useFakeTimers()
    let finish = () => {}
    let runs = 0
    const job = startPeriodicJob(
      'slow',
      1_000,
      () => {
        runs += 1
        return new Promise((resolve) => {
          finish = () => resolve(undefined)
        })
      },
      quietLog(),
    )
    await vi.advanceTimersByTimeAsync(0)
    let stopped = false
    const stopping = job.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finish()
    await stopping
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runs).toBe(1)
  })
})
