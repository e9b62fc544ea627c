import { useCallback, useState } from 'react'
import { revealPhone } from '../../../contract/cases.ts'
import { request } from '../../api/request.ts'

/**
 * The customer's full number behind the extra verification (spec section 6): the answer to the
 * challenge is the user's own password, checked and logged by the server. The number is kept in
 * memory only, never in the browser's database. A refusal is thrown, for the form to show.
 */
export function usePhoneReveal(caseId: number) {
  const [phone, setPhone] = useState<string | null>(null)
  const reveal = useCallback(
    async (answer: string) => {
      const shown = await request(revealPhone, { caseId, answer })
      setPhone(shown.phone)
      return shown
    },
    [caseId],
  )
  return { phone, reveal }
}
