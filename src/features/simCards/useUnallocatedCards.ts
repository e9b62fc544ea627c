import { useEffect, useState } from 'react'
import { type SimCardRow, simCardList } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'

/** The office's cards nobody holds, to give one to an applicant; none while they cannot be read. */
export function useUnallocatedCards(): SimCardRow[] {
  const [cards, setCards] = useState<SimCardRow[]>([])
  useEffect(() => {
    let current = true
    request(simCardList, { status: 'unallocated', limit: 200 }).then(
      (page) => current && setCards(page.rows),
      () => current && setCards([]),
    )
    return () => {
      current = false
    }
  }, [])
  return cards
}
