import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CaseDecision,
  caseEventAllowed,
  decideCaseEvent,
  initialLifecycle,
  lifecycleOf,
  type StoredLifecycle,
} from '../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../machines/caseLifecycle.ts'
import { caseLifecycleVersions } from '../../machines/caseLifecycleVersions.ts'
import { type RecordedCaseStep, replayCase } from '../../machines/caseReplay.ts'
import { anyCaseEvent } from '../support/caseEvents.ts'

// The case lifecycle's invariants, stated from the business rules (spec sections 4 and 9) and checked
// over random event sequences: independent of the model test, which walks a twin built from the
// machine's own config and so cannot catch a rule the config itself gets wrong.

const pinLimit = 5
const casesOnTheDesk = 7

interface DeskCase {
  initial: StoredLifecycle
  stored: StoredLifecycle
  recorded: RecordedCaseStep[]
}

/** One command as a collector's desk sends it: which of her cases, and what happens to it. */
interface Command {
  caseIndex: number
  event: CaseLifecycleEvent
}

interface Outcome {
  sent: CaseLifecycleEvent
  before: StoredLifecycle
  after: StoredLifecycle
  decision: CaseDecision
}

/**
 * One collector's cases, worked as the server works them: a pin counts her pins on her other cases,
 * a closed case's pins are dropped, and every accepted event is recorded as one transition.
 */
function desk(amountsDue: number[]) {
  const cases: DeskCase[] = amountsDue.map((due) => ({
    initial: initialLifecycle(due),
    stored: initialLifecycle(due),
    recorded: [],
  }))
  const pins = new Set<number>()
  let nextId = 1
  const work = ({ caseIndex, event }: Command): Outcome => {
    const kase = cases[caseIndex]!
    const sent: CaseLifecycleEvent =
      event.type === 'PIN'
        ? { type: 'PIN', pinnedByUser: [...pins].filter((i) => i !== caseIndex).length }
        : event
    const before = kase.stored
    const decision = decideCaseEvent(before, sent)
    if (decision.allowed) {
      kase.recorded.push({ id: nextId++, machine: decision.machine, event: sent })
      kase.stored = decision.to
      if (sent.type === 'PIN') pins.add(caseIndex)
      if (sent.type === 'UNPIN' || decision.to.value === 'closed') pins.delete(caseIndex)
    }
    return { sent, before, after: kase.stored, decision }
  }
  return { cases, pins, work }
}

const amountsDue = fc.array(fc.integer({ min: 1, max: 3000 }), {
  minLength: casesOnTheDesk,
  maxLength: casesOnTheDesk,
})
// Long sequences ('max' size): the pin limit and paying off need several events on the same desk.
const commands = fc.array(fc.record({ caseIndex: fc.nat(casesOnTheDesk - 1), event: anyCaseEvent }), {
  minLength: 10,
  maxLength: 80,
  size: 'max',
})
const runs = { numRuns: 150 }

const isPaidOff = (stored: StoredLifecycle) => lifecycleOf(stored).repayment === 'paidOff'

// Each property runs a few seconds on a busy machine: well past the default time-out, never near this one.
describe('the case lifecycle, over random event sequences', { timeout: 120_000 }, () => {
  it(`never more than ${pinLimit} cases pinned by one user`, () => {
    fc.assert(
      fc.property(amountsDue, commands, (due, sequence) => {
        const { pins, work } = desk(due)
        for (const command of sequence) {
          work(command)
          expect(pins.size).toBeLessThanOrEqual(pinLimit)
        }
      }),
      runs,
    )
  })

  it('closed is terminal: a closed case takes no event and stays exactly as it was', () => {
    fc.assert(
      fc.property(amountsDue, commands, (due, sequence) => {
        const { work } = desk(due)
        for (const command of sequence) {
          const { before, after, decision } = work(command)
          if (before.value !== 'closed') continue
          expect(decision).toEqual({ allowed: false, reason: 'closed' })
          expect(after).toEqual(before)
        }
      }),
      runs,
    )
  })

  it('paid never exceeds due unless the case is paid off, and what is paid never shrinks', () => {
    fc.assert(
      fc.property(amountsDue, commands, (due, sequence) => {
        const { cases, work } = desk(due)
        const paidOffOnce = new Set<number>()
        for (const command of sequence) {
          const { before, after } = work(command)
          const { amountDue, paidAmount } = after.context
          if (isPaidOff(after)) paidOffOnce.add(command.caseIndex)
          // A closed case keeps no repayment region: it counts as paid off if it was before closing.
          if (paidAmount > amountDue) expect(paidOffOnce.has(command.caseIndex)).toBe(true)
          expect(paidAmount).toBeGreaterThanOrEqual(before.context.paidAmount)
          expect(amountDue).toBe(cases[command.caseIndex]!.initial.context.amountDue)
        }
      }),
      runs,
    )
  })

  it('the money adds up: paid and cut are the sums of the accepted movements, a cut never takes more than remained', () => {
    fc.assert(
      fc.property(amountsDue, commands, (due, sequence) => {
        const { cases, work } = desk(due)
        for (const command of sequence) {
          const { sent, before, after, decision } = work(command)
          const kase = cases[command.caseIndex]!
          const moved = (type: 'REPAYMENT_RECEIVED' | 'AMOUNT_CUT') =>
            kase.recorded.reduce((sum, step) => (step.event.type === type ? sum + step.event.amount : sum), 0)
          const { amountDue, paidAmount, cutAmount } = after.context
          expect(paidAmount).toBe(moved('REPAYMENT_RECEIVED'))
          expect(cutAmount).toBe(moved('AMOUNT_CUT'))
          if (sent.type === 'AMOUNT_CUT' && decision.allowed) {
            const remained = amountDue - before.context.paidAmount - before.context.cutAmount
            expect(sent.amount).toBeGreaterThan(0)
            expect(sent.amount).toBeLessThanOrEqual(remained)
          }
          // Open and not paid off means something is still owed; the cuts alone never exceed the debt.
          if (after.value !== 'closed') expect(isPaidOff(after)).toBe(paidAmount + cutAmount >= amountDue)
          expect(cutAmount).toBeLessThanOrEqual(amountDue)
        }
      }),
      runs,
    )
  })

  // That each accepted event is recorded once is the server's part, proved against the real write
  // path in caseLifecycleServer.test.ts; here, what the decision hands the recorder.
  it('an accepted event is decided from the stored state by the current version; a refusal says why', () => {
    fc.assert(
      fc.property(amountsDue, commands, (due, sequence) => {
        const { work } = desk(due)
        for (const command of sequence) {
          const { sent, before, decision } = work(command)
          // What the screens offer (caseEventAllowed) is what the server decides.
          expect(caseEventAllowed(before, sent)).toBe(decision.allowed)
          if (decision.allowed) {
            expect(decision.machine).toBe(caseLifecycleVersions.current.recordedAs)
            expect(decision.from).toEqual(before)
          } else expect(decision.reason).toBe(before.value === 'closed' ? 'closed' : 'notAllowed')
        }
      }),
      runs,
    )
  })

  it('replaying the recorded events reaches the stored state, with no step refused', () => {
    fc.assert(
      fc.property(amountsDue, commands, (due, sequence) => {
        const { cases, work } = desk(due)
        for (const command of sequence) work(command)
        for (const kase of cases)
          expect(replayCase(kase.initial, kase.recorded)).toEqual({ reached: kase.stored, refused: [] })
      }),
      runs,
    )
  })
})
