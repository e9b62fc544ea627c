import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiFailure } from '../../contract/errors.ts'

/**
 * Asks the server for what a screen shows, whenever `key` changes and again on `refresh`. `read` puts
 * the answer where the screen reads it (the local copy, or state); an answer that comes after the
 * screen moved on is dropped, never shown. `read` null waits (preferences not read yet, panel closed).
 * One shape for every read of the case screens: asking, the last failure, and a way to ask again.
 */
export function useServerRead(key: string, read: ((signal: AbortSignal) => Promise<unknown>) | null) {
  const [asking, setAsking] = useState(read !== null)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [revision, setRevision] = useState(0)
  const latestRead = useRef(read)
  latestRead.current = read
  const waiting = read === null

  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what is read; revision asks again
  useEffect(() => {
    const current = latestRead.current
    if (!current) return
    const abort = new AbortController()
    setAsking(true)
    current(abort.signal)
      .then(
        () => setFailure(null),
        (error: ApiFailure) => {
          if (!abort.signal.aborted) setFailure(error)
        },
      )
      .finally(() => {
        if (!abort.signal.aborted) setAsking(false)
      })
    return () => abort.abort()
  }, [key, revision, waiting])

  return {
    asking,
    failure,
    /** Lets a write's or a later page's outcome speak for the connection too. */
    setFailure,
    refresh: useCallback(() => setRevision((n) => n + 1), []),
  }
}
