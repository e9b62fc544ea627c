import { useState } from 'react'
import { type CaseDetail, caseDetail } from '../../../contract/cases.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { caseDetailKey, forgetCaseDetail, useKeptCaseDetail } from '../../../db/caseCache.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'
import { keepServerCaseDetail } from './caseOutbox.ts'

/** Answers that mean the case is not this user's to see: the kept copy must not outlive them. */
const refusals = new Set(['case.notYours', 'case.notFound', 'session.forbidden'])

/**
 * One case, local copy first: the kept detail shows at once and the server's replaces it. A case
 * that is no longer the user's (reallocated, retrieved) drops its kept copy. When none is kept (its
 * first open) the server's answer shows as it comes, while it is being kept, not after the read back.
 */
export function useCaseDetail(caseId: number, userId: number) {
  const key = caseDetailKey(userId, caseId)
  const kept = useKeptCaseDetail(key)
  const [answered, setAnswered] = useState<{ key: string; detail: CaseDetail; at: number } | null>(null)
  const { asking, failure, refresh } = useServerRead(key, (signal) =>
    request(caseDetail, { caseId }, { signal }).then(
      (detail) => {
        if (!signal.aborted) setAnswered({ key, detail, at: Date.now() })
        // The writes still waiting stay shown on top of the server's copy.
        return keepServerCaseDetail(key, userId, caseId, detail)
      },
      async (error: ApiFailure) => {
        if (!signal.aborted && refusals.has(error.code)) await forgetCaseDetail(key)
        throw error
      },
    ),
  )
  // Once kept, the kept copy is the one shown: writes change it, and a refusal drops it.
  if (kept && answered) setAnswered(null)
  const answer = !kept && answered?.key === key ? answered : null

  return {
    key,
    /** undefined while neither the kept copy nor the server's answer is there. */
    detail: kept?.detail ?? answer?.detail,
    savedAt: kept?.savedAt ?? answer?.at ?? null,
    /** Still reading the kept copy: the view shows nothing rather than a flash of "not found". */
    reading: kept === undefined && !answer,
    refreshing: asking,
    failure,
    refresh,
  }
}
