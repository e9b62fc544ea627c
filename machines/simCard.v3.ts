import { assign, setup } from 'xstate'
import { withinDeactivationWords } from '../contract/wordCount.ts'

// simCard@3, frozen: what the transitions recorded with it mean (docs/decisions/0013). Never edit it.

/** Why a card was taken out of use (spec section 4): blocked, or another reason described in words. */
type DeactivationReason = 'blocked' | 'other'

interface SimCardContext {
  /** The member the card is allocated to; null unless allocated. */
  holderId: number | null
  deactivation: { reason: DeactivationReason; description: string } | null
}

/**
 * Everything that changes a SIM card. ADD brings it into the office. An allocation carries what the
 * guard needs from outside the card: how many cards the member holds now and how many the
 * configuration allows.
 */
type SimCardEvent =
  | { type: 'ADD' }
  | { type: 'ALLOCATE'; memberId: number; cardsHeld: number; cardLimit: number }
  | { type: 'RETRIEVE' }
  | { type: 'DEACTIVATE'; reason: DeactivationReason; description: string }
  | { type: 'REACTIVATE' }
  | { type: 'REMOVE' }

const deactivate = {
  guard: 'describedReason',
  target: 'deactivated',
  actions: 'noteDeactivation',
} as const

/**
 * A physical SIM card the office keeps (spec sections 3 and 4): 'new' is the card before the office
 * adds it, so its addition is decided and recorded like every other change (simCard@2; simCard@1
 * began at unallocated). Then unallocated, allocated to one member, or deactivated with a reason.
 * Allocated cards are retrieved before they go to someone else; a deactivated card is reactivated
 * (unallocated) before it can be allocated again. An unallocated card added by mistake is removed
 * (simCard@3): the office no longer has it, and its number may be added again. The server decides
 * every card write with this machine and records it; the screens offer only what it accepts.
 */
export const simCardMachineV3 = setup({
  types: {} as { context: SimCardContext; events: SimCardEvent },
  guards: {
    underCardLimit: ({ event }) => event.type === 'ALLOCATE' && event.cardsHeld < event.cardLimit,
    describedReason: ({ event }) =>
      event.type === 'DEACTIVATE' &&
      (event.reason === 'blocked' ||
        (event.description.trim() !== '' && withinDeactivationWords(event.description))),
  },
  actions: {
    noteHolder: assign(({ event }) => ({ holderId: event.type === 'ALLOCATE' ? event.memberId : null })),
    dropHolder: assign({ holderId: null }),
    noteDeactivation: assign(({ event }) =>
      event.type === 'DEACTIVATE'
        ? { holderId: null, deactivation: { reason: event.reason, description: event.description.trim() } }
        : {},
    ),
    dropDeactivation: assign({ deactivation: null }),
  },
}).createMachine({
  id: 'simCard',
  context: { holderId: null, deactivation: null },
  initial: 'new',
  states: {
    new: {
      on: { ADD: { target: 'unallocated' } },
    },
    unallocated: {
      on: {
        ALLOCATE: { guard: 'underCardLimit', target: 'allocated', actions: 'noteHolder' },
        DEACTIVATE: deactivate,
        REMOVE: { target: 'removed' },
      },
    },
    allocated: {
      on: {
        RETRIEVE: { target: 'unallocated', actions: 'dropHolder' },
        DEACTIVATE: deactivate,
      },
    },
    deactivated: {
      on: { REACTIVATE: { target: 'unallocated', actions: 'dropDeactivation' } },
    },
    removed: { type: 'final' },
  },
})
