import { useCallback, useEffect, useState } from 'react'
import { caseProcess } from '../../../contract/cases.ts'
import type { AnswerOf } from '../../../contract/endpoint.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { request } from '../../api/request.ts'

/** The case's recorded transitions, asked when the process view opens and again on demand. */
export function useCaseProcess(caseId: number, enabled: boolean) {
  const [process, setProcess] = useState<AnswerOf<typeof caseProcess> | null>(null)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [loading, setLoading] = useState(false)
  const [revision, setRevision] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision asks the server again
  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    setLoading(true)
    request(caseProcess, { caseId }, { signal: abort.signal })
      .then(
        (answer) => {
          setProcess(answer)
          setFailure(null)
        },
        (error: ApiFailure) => {
          if (!abort.signal.aborted) setFailure(error)
        },
      )
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false)
      })
    return () => abort.abort()
  }, [caseId, enabled, revision])

  return { process, failure, loading, refresh: useCallback(() => setRevision((n) => n + 1), []) }
}
