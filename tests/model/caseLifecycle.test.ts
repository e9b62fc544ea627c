import { describe, expect, it } from 'vitest'
import {
  decideCaseEvent,
  initialLifecycle,
  lifecycleFromSummary,
  lifecycleOf,
  type StoredLifecycle,
} from '../../machines/caseDecisions.ts'
import {
  type CaseLifecycleEvent,
  caseLifecycleMachine,
  maxPinnedCases,
} from '../../machines/caseLifecycle.ts'
import { caseLifecycleVersions } from '../../machines/caseLifecycleVersions.ts'
import { replayCase } from '../../machines/caseReplay.ts'
import { runModel } from '../support/machineModel.ts'

/** The state a case reaches through these events, each decided by the current machine; refusals change nothing. */
function applyAll(from: StoredLifecycle, events: CaseLifecycleEvent[]): StoredLifecycle {
  return events.reduce((current, event) => {
    const decision = decideCaseEvent(current, event)
    return decision.allowed ? decision.to : current
  }, from)
}

const events: CaseLifecycleEvent[] = [
  { type: 'REPAYMENT_RECEIVED', amount: 400, kind: 'normal' },
  { type: 'REPAYMENT_RECEIVED', amount: 1000, kind: 'offline' },
  { type: 'REPAYMENT_RECEIVED', amount: 0, kind: 'customized' },
  { type: 'AMOUNT_CUT', amount: 600, cutId: 1 },
  { type: 'AMOUNT_CUT', amount: 5000, cutId: 2 },
  { type: 'DELAY_APPROVED' },
  { type: 'DELAY_LAPSED' },
  { type: 'MARK_DEAL' },
  { type: 'MARK_NO_DEAL' },
  { type: 'BOOK_APPOINTMENT', at: '2026-11-24T10:00:00Z' },
  { type: 'CLEAR_APPOINTMENT' },
  { type: 'ACTIVATE_EXTENSION' },
  { type: 'OPEN_DELAYED_REPAYMENT' },
  { type: 'ADD_COLLECTION_RECORD' },
  { type: 'ADD_TODO' },
  { type: 'COMPLETE_TODO' },
  { type: 'REOPEN_TODO' },
  { type: 'PIN', pinnedByUser: 0 },
  { type: 'PIN', pinnedByUser: maxPinnedCases },
  { type: 'UNPIN' },
  { type: 'CLOSE', reason: 'retrieved' },
]

// The model walks a twin built from the machine's own config: it proves every transition is reached
// and wired, not that the rules are right. tests/properties/ checks the rules independently.
describe('case lifecycle model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    const run = await runModel(caseLifecycleMachine, {
      input: { amountDue: 1000 },
      events,
      check: (snapshot) => {
        // Paid off means the debt is covered, by payments and passed cuts; a cut never takes more than
        // what remained.
        const { paidAmount, cutAmount } = snapshot.context
        if (snapshot.matches({ open: { repayment: 'paidOff' } }))
          expect(paidAmount + cutAmount).toBeGreaterThanOrEqual(1000)
        expect(cutAmount).toBeLessThanOrEqual(1000)
        if (snapshot.matches('closed')) expect(snapshot.context.closeReason).toBe('retrieved')
      },
    })
    expect(run.uncovered).toEqual([])
  }, 300_000)
})

describe('case decisions', () => {
  const open = initialLifecycle(1000)

  it('a closed case refuses every write, records and pins included', () => {
    const closed = decideCaseEvent(open, { type: 'CLOSE', reason: 'retrieved' })
    if (!closed.allowed) throw new Error('closing an open case is allowed')
    for (const event of events)
      expect(decideCaseEvent(closed.to, event)).toEqual({ allowed: false, reason: 'closed' })
  })

  it('the sixth pin is refused; up to five are allowed', () => {
    expect(decideCaseEvent(open, { type: 'PIN', pinnedByUser: 4 }).allowed).toBe(true)
    expect(decideCaseEvent(open, { type: 'PIN', pinnedByUser: 5 })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
  })

  it('payments add up to paid off; a paid-off case cannot get an extension', () => {
    const replayed = applyAll(open, [
      { type: 'REPAYMENT_RECEIVED', amount: 600, kind: 'normal' },
      { type: 'REPAYMENT_RECEIVED', amount: 400, kind: 'offline' },
    ])
    expect(replayed.value).toMatchObject({ open: { repayment: 'paidOff' } })
    expect(decideCaseEvent(replayed, { type: 'ACTIVATE_EXTENSION' }).allowed).toBe(false)
  })

  it('a passed cut lowers what is owed: with payments it pays the case off, and never takes more than remains', () => {
    const cut = applyAll(open, [
      { type: 'AMOUNT_CUT', amount: 300, cutId: 1 },
      { type: 'REPAYMENT_RECEIVED', amount: 600, kind: 'normal' },
    ])
    expect(cut.context).toMatchObject({ paidAmount: 600, cutAmount: 300 })
    expect(cut.value).toMatchObject({ open: { repayment: 'unpaid' } })
    expect(decideCaseEvent(cut, { type: 'AMOUNT_CUT', amount: 101, cutId: 2 }).allowed).toBe(false)
    const settled = applyAll(cut, [{ type: 'AMOUNT_CUT', amount: 100, cutId: 2 }])
    expect(settled.value).toMatchObject({ open: { repayment: 'paidOff' } })
    expect(settled.context.paidAmount + settled.context.cutAmount).toBe(1000)
  })

  it('replaying the recorded events reaches the same state as applying them one by one', () => {
    const recorded: CaseLifecycleEvent[] = [
      { type: 'MARK_DEAL' },
      { type: 'DELAY_APPROVED' },
      { type: 'BOOK_APPOINTMENT', at: '2026-11-25T09:00:00Z' },
      { type: 'REPAYMENT_RECEIVED', amount: 300, kind: 'delay' },
    ]
    let current = open
    const steps = recorded.map((event, index) => {
      const decision = decideCaseEvent(current, event)
      if (!decision.allowed) throw new Error(`${event.type} is allowed here`)
      current = decision.to
      return { id: index + 1, machine: decision.machine, event }
    })
    expect(steps.map((step) => step.machine)).toEqual(
      recorded.map(() => caseLifecycleVersions.current.recordedAs),
    )
    expect(replayCase(open, steps)).toEqual({ reached: current, refused: [] })
    expect(current.context.paidAmount).toBe(300)
  })

  it('a lifecycle summary stands for the same state, so the client offers what the server allows', () => {
    const states = [
      open,
      applyAll(open, [{ type: 'MARK_DEAL' }, { type: 'DELAY_APPROVED' }, { type: 'ACTIVATE_EXTENSION' }]),
      applyAll(open, [
        { type: 'BOOK_APPOINTMENT', at: '2026-11-25T09:00:00Z' },
        { type: 'OPEN_DELAYED_REPAYMENT' },
      ]),
      applyAll(open, [{ type: 'REPAYMENT_RECEIVED', amount: 1000, kind: 'normal' }]),
    ]
    for (const state of states) {
      const rebuilt = lifecycleFromSummary(lifecycleOf(state), state.context)
      expect(rebuilt.value).toEqual(state.value)
      for (const event of events)
        expect(decideCaseEvent(rebuilt, event).allowed).toBe(decideCaseEvent(state, event).allowed)
    }
  })
})
