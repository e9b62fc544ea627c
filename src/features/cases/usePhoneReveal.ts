import { useCallback, useState } from 'react'
import { revealPhone } from '../../../contract/cases.ts'
import { request } from '../../api/request.ts'
import { sendCaseWrite } from './useCaseWrites.ts'

/**
 * The customer's full number behind the extra verification (spec section 6): the answer to the
 * challenge is the user's own password, checked and logged by the server. The number is kept in
 * memory only, never in the browser's database.
 */
export function usePhoneReveal(caseId: number) {
  const [phone, setPhone] = useState<string | null>(null)
  const reveal = useCallback(
    async (answer: string) => {
      const result = await sendCaseWrite(() => request(revealPhone, { caseId, answer }))
      if (result.ok) setPhone(result.value.phone)
      return result
    },
    [caseId],
  )
  return { phone, reveal }
}
