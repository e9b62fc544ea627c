import { msg } from '@lingui/core/macro'
import type { RowFacts } from '../../../contract/policy.ts'
import { simCardActions } from '../../../contract/simCardActions.ts'
import type { SimCardRow } from '../../../contract/simCards.ts'
import type { SimCardEvent } from '../../../machines/simCard.ts'
import { decideSimCard, type StoredSimCard } from '../../../machines/simDecisions.ts'
import type { OfferedAction } from '../../ui/ActionButton.tsx'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/**
 * The texts of the SIM area's actions, each naming the card (or the code request) it acts on; a
 * question names the card and its holder (cardSubject).
 */
export const simCardActionTexts: ActionTextsOf<typeof simCardActions, string> = {
  loadTeamsAndMembers: { label: msg`Load teams and members` },
  addCards: { label: msg`Add cards`, done: (count) => msg`Cards added: ${count}` },
  allocate: { label: msg`Allocate`, done: (card) => msg`SIM ${card} allocated` },
  retrieve: {
    label: msg`Retrieve`,
    confirm: {
      question: (card) => msg`Retrieve ${card}?`,
      effect: msg`The holder can no longer use it; it goes back to the office's unallocated cards.`,
    },
    done: (card) => msg`SIM ${card} retrieved`,
  },
  deactivate: { label: msg`Deactivate`, done: (card) => msg`SIM ${card} deactivated` },
  reactivate: {
    label: msg`Reactivate`,
    confirm: {
      question: (card) => msg`Reactivate ${card}?`,
      effect: msg`It is taken back into use, unallocated, and may be given to a member again.`,
    },
    done: (card) => msg`SIM ${card} reactivated`,
  },
  remove: {
    label: msg`Remove`,
    confirm: {
      question: (card) => msg`Remove ${card}?`,
      effect: msg`For a card added by mistake: it leaves the records, and its number may be added again.`,
    },
    done: (card) => msg`SIM ${card} removed`,
  },
  apply: { label: msg`Apply for a SIM card` },
  passApplication: { label: msg`Pass` },
  rejectApplication: { label: msg`Reject` },
  requestOtp: { label: msg`Request a WhatsApp code` },
  sendOtp: { label: msg`Send code` },
  reportNoOtp: { label: msg`No code arrived` },
}

/** The card's machine state, as its row shows it, so the screen asks the machine what it accepts. */
export const storedCardOfRow = (row: SimCardRow): StoredSimCard => ({
  value: row.status,
  context: {
    holderId: row.holderId,
    deactivation: row.deactivationReason
      ? { reason: row.deactivationReason, description: row.deactivationDescription ?? '' }
      : null,
  },
})

export type CardActionName = 'allocate' | 'retrieve' | 'deactivate' | 'reactivate' | 'remove'

/** Events that stand for each card action when asking the machine whether the card takes it now. */
const probes: Record<CardActionName, SimCardEvent> = {
  allocate: { type: 'ALLOCATE', memberId: 0, cardsHeld: 0, cardLimit: 1 },
  retrieve: { type: 'RETRIEVE' },
  deactivate: { type: 'DEACTIVATE', reason: 'blocked', description: '' },
  reactivate: { type: 'REACTIVATE' },
  remove: { type: 'REMOVE' },
}

/** The card actions the card takes as it stands (the server's machine decides the same). */
export function cardActionsNow(row: SimCardRow): OfferedAction<CardActionName>[] {
  return (Object.keys(probes) as CardActionName[])
    .filter((name) => decideSimCard(storedCardOfRow(row), probes[name]).allowed)
    .map(simCardOffer)
}

/** A card as the policy reads it: the team of its holder (none for the office's stock), and the holder. */
export const cardFacts = (row: SimCardRow): RowFacts => ({ teamId: row.teamId, ownerId: row.holderId })

/** A SIM card action with its texts, by name, as a button or a row offers it. */
export const simCardOffer = offersOf(simCardActions, simCardActionTexts)
