import { useLingui } from '@lingui/react/macro'
import type { SimCardRow } from '../../../contract/simCards.ts'

/** What a question about a card names: the card, and its holder when it has one. */
export function useCardSubject(): (card: SimCardRow) => string {
  const { t } = useLingui()
  return (card) =>
    card.holderName ? t`SIM ${card.cardNumber}, held by ${card.holderName}` : t`SIM ${card.cardNumber}`
}
