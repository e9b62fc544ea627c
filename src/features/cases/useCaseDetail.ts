import { caseDetail } from '../../../contract/cases.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { caseDetailKey, forgetCaseDetail, saveCaseDetail, useKeptCaseDetail } from '../../../db/caseCache.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'

/** Answers that mean the case is not this user's to see: the kept copy must not outlive them. */
const refusals = new Set(['case.notYours', 'case.notFound', 'session.forbidden'])

/**
 * One case, local copy first: the kept detail shows at once and the server's replaces it. A case
 * that is no longer the user's (reallocated, retrieved) drops its kept copy.
 */
export function useCaseDetail(caseId: number, userId: number) {
  const key = caseDetailKey(userId, caseId)
  const kept = useKeptCaseDetail(key)
  const { asking, failure, refresh } = useServerRead(key, (signal) =>
    request(caseDetail, { caseId }, { signal }).then(
      (detail) => saveCaseDetail(key, detail),
      async (error: ApiFailure) => {
        if (!signal.aborted && refusals.has(error.code)) await forgetCaseDetail(key)
        throw error
      },
    ),
  )

  return {
    key,
    /** undefined while neither the kept copy nor the server's answer is there. */
    detail: kept?.detail,
    savedAt: kept?.savedAt ?? null,
    /** Still reading the kept copy: the view shows nothing rather than a flash of "not found". */
    reading: kept === undefined,
    refreshing: asking,
    failure,
    refresh,
  }
}
