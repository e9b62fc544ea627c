import { useCallback, useState } from 'react'
import type { InputOf } from '../../../contract/endpoint.ts'
import { type SimCardRow, simCardList } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'

type CardsAsked = Pick<InputOf<typeof simCardList>, 'status' | 'memberId'>

/**
 * The cards in a status (the office's unallocated ones, to give one to an applicant; those a member
 * holds, to retrieve one), up to 200, read again on `refresh`; none while they cannot be read, or
 * while `asked` is false (a user who may not open the records).
 */
export function useCardsWhere({ status, memberId }: CardsAsked, asked = true) {
  const [cards, setCards] = useState<SimCardRow[]>([])
  const read = useCallback(
    (signal: AbortSignal) =>
      request(
        simCardList,
        { status, ...(memberId === undefined ? {} : { memberId }), limit: 200 },
        { signal },
      ).then(
        (page) => setCards(page.rows),
        (error: unknown) => {
          setCards([])
          throw error
        },
      ),
    [status, memberId],
  )
  const { refresh } = useServerRead(`simCards:cards:${status}:${memberId ?? 'any'}`, asked ? read : null)
  return { cards: asked ? cards : [], refresh }
}
