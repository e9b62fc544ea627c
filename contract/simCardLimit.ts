/**
 * Whether a member holds as many SIM cards as a member may (SIM_CARDS_PER_MEMBER, 1 by default): no
 * card is allocated to her until one of hers is retrieved. The card machine's guard, the server's
 * refusal and the screens that say so before anyone sends read this one rule.
 */
export const holdsAsManyCardsAsAllowed = (cardsHeld: number, cardLimit: number): boolean =>
  cardsHeld >= cardLimit
