import { fromPromise } from 'xstate'

/**
 * The polling machine's wait, on the browser's clock: resolves after `ms`, and its timer goes when
 * the machine leaves the wait (the page left, the network back), so no stale timer asks later.
 */
export const pollWait = fromPromise<void, { ms: number }>(
  ({ input, signal }) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, input.ms)
      signal.addEventListener('abort', () => clearTimeout(timer))
    }),
)
