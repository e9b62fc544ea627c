import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LeaveEvent } from '../../machines/leave.ts'
import { decideLeaveEvent, requestLeave, type StoredLeave } from '../../machines/leaveDecisions.ts'

// The leave rules, stated from the business (spec section 4: leave is approved or its request
// cancelled; issue 14: the leader approves, the member cancels) and checked over random sequences of
// decisions by random people: independent of the model test, which walks the machine's own config.

const member = 7
const people = fc.constantFrom(member, 3, 11, 42)
const anyLeaveEvent: fc.Arbitrary<LeaveEvent> = fc.record({
  type: fc.constantFrom('APPROVE' as const, 'CANCEL' as const),
  by: people,
})
const sequences = fc.array(anyLeaveEvent, { maxLength: 12 })
const days = fc.uniqueArray(
  fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)),
  { minLength: 1, maxLength: 10 },
)

/** Every state a request passes through, each event decided by the current machine; refusals change nothing. */
function history(start: StoredLeave, events: LeaveEvent[]) {
  const states = [start]
  for (const event of events) {
    const decision = decideLeaveEvent(states.at(-1)!, event)
    states.push(decision.allowed ? decision.to : states.at(-1)!)
  }
  return states
}

describe('leave requests, over random decisions by random people', () => {
  it('once approved or cancelled, a request never changes again', () => {
    fc.assert(
      fc.property(days, sequences, (asked, events) => {
        const states = history(requestLeave(member, asked), events)
        const firstDecided = states.findIndex((state) => state.value !== 'pending')
        if (firstDecided >= 0)
          for (const later of states.slice(firstDecided)) expect(later).toEqual(states[firstDecided])
      }),
      { numRuns: 300 },
    )
  })

  it('an approved leave was approved by someone other than the member; a cancelled one by the member', () => {
    fc.assert(
      fc.property(days, sequences, (asked, events) => {
        let state = requestLeave(member, asked)
        for (const event of events) {
          const decision = decideLeaveEvent(state, event)
          if (!decision.allowed) continue
          if (decision.to.value === 'approved') expect(event.by).not.toBe(member)
          if (decision.to.value === 'cancelled') expect(event).toEqual({ type: 'CANCEL', by: member })
          state = decision.to
        }
        expect(state.context.approvedBy === null).toBe(state.value !== 'approved')
        expect(state.context.days).toEqual(asked)
      }),
      { numRuns: 300 },
    )
  })

  it('a pending request is decided by the first allowed event, and only that one', () => {
    fc.assert(
      fc.property(days, sequences, (asked, events) => {
        const start = requestLeave(member, asked)
        const first = events.find((event) =>
          event.type === 'APPROVE' ? event.by !== member : event.by === member,
        )
        const last = history(start, events).at(-1)!
        if (!first) expect(last).toEqual(start)
        else expect(last.value).toBe(first.type === 'APPROVE' ? 'approved' : 'cancelled')
      }),
      { numRuns: 300 },
    )
  })
})
