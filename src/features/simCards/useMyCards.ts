import { holdsAsManyCardsAsAllowed } from '../../../contract/simCardLimit.ts'
import { myCards } from '../../../contract/simCards.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/**
 * The cards the user holds, kept for offline, and whether she holds as many as a member may: an
 * application she sends then waits for one of hers to be retrieved.
 */
export function useMyCards(userId: number) {
  const read = useKeptRead(`simCards:${userId}:cardsHeld`, myCards, {})
  const cards = read.data?.cards ?? []
  const atCardLimit = read.data !== undefined && holdsAsManyCardsAsAllowed(cards.length, read.data.cardLimit)
  return { ...read, cards, atCardLimit }
}
