import { useCallback, useEffect, useState } from 'react'
import type { InputOf } from '../../../contract/endpoint.ts'
import { type SimCardRow, simCardList } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'

type CardsAsked = Pick<InputOf<typeof simCardList>, 'status' | 'memberId'>

/**
 * The cards in a status (the office's unallocated ones, to give one to an applicant; those a member
 * holds, to retrieve one), up to 200, read again on `refresh`; none while they cannot be read, or
 * while `asked` is false (a user who may not open the records).
 */
export function useCardsWhere({ status, memberId }: CardsAsked, asked = true) {
  const [cards, setCards] = useState<SimCardRow[]>([])
  const [revision, setRevision] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision asks again
  useEffect(() => {
    if (!asked) {
      setCards([])
      return
    }
    let current = true
    request(simCardList, { status, ...(memberId === undefined ? {} : { memberId }), limit: 200 }).then(
      (page) => current && setCards(page.rows),
      () => current && setCards([]),
    )
    return () => {
      current = false
    }
  }, [status, memberId, asked, revision])
  return { cards, refresh: useCallback(() => setRevision((n) => n + 1), []) }
}
