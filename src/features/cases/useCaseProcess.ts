import { useState } from 'react'
import { caseProcess } from '../../../contract/cases.ts'
import type { AnswerOf } from '../../../contract/endpoint.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'

/** The case's recorded transitions, asked when the process view opens and again on demand. */
export function useCaseProcess(caseId: number) {
  const [process, setProcess] = useState<AnswerOf<typeof caseProcess> | null>(null)
  const { asking, failure, refresh } = useServerRead(String(caseId), (signal) =>
    request(caseProcess, { caseId }, { signal }).then(setProcess),
  )
  return { process, failure, loading: asking, refresh }
}
