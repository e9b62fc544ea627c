import { describe, expect, it } from 'vitest'
import { replayHistory, sameJson, stateLeaves } from './historyReplay.ts'
import { leaveVersions } from './leaveVersions.ts'

const unrequested = { value: 'new', context: { memberId: null, days: [], approvedBy: null } }
const pending = { value: 'pending', context: { memberId: 7, days: ['2026-12-01'], approvedBy: null } }
const approved = { value: 'approved', context: { memberId: 7, days: ['2026-12-01'], approvedBy: 3 } }
const request = {
  machine: 'leave@3',
  event: { type: 'REQUEST', by: 7, days: ['2026-12-01'] },
  from: unrequested,
  to: pending,
}
const approve = { machine: 'leave@3', event: { type: 'APPROVE', by: 3 }, from: pending, to: approved }

describe('replaying a recorded history step by step', () => {
  it('a history as its machine made it matches at every step and ends where the object stands', () => {
    expect(replayHistory(leaveVersions, [request, approve], approved)).toEqual({
      steps: ['matches', 'matches'],
      reached: approved,
      holdsReached: true,
      firstDifference: null,
    })
  })

  it('a step its machine refuses is named, and the steps after it are judged on their own', () => {
    // The member approving her own leave: leave@3 refuses it.
    const own = {
      ...approve,
      event: { type: 'APPROVE', by: 7 },
      to: { ...approved, context: { ...approved.context, approvedBy: 7 } },
    }
    const replay = replayHistory(leaveVersions, [request, own], own.to)
    expect([replay.steps, replay.firstDifference, replay.holdsReached]).toEqual([
      ['matches', 'refused'],
      1,
      true,
    ])
  })

  it('each step replays through the version that recorded it: a rejection leave@3 allows, leave@2 refuses', () => {
    const rejected = { value: 'rejected', context: pending.context }
    const reject = { machine: 'leave@3', event: { type: 'REJECT', by: 3 }, from: pending, to: rejected }
    const asRecorded = replayHistory(leaveVersions, [{ ...request, machine: 'leave@2' }, reject], rejected)
    expect(asRecorded.steps).toEqual(['matches', 'matches'])
    const underTwo = replayHistory(leaveVersions, [request, { ...reject, machine: 'leave@2' }], rejected)
    expect(underTwo.steps).toEqual(['matches', 'refused'])
  })

  it('an object that holds another state than the last step reached fails the whole, with no step to blame', () => {
    const replay = replayHistory(leaveVersions, [request, approve], pending)
    expect([replay.firstDifference, replay.holdsReached]).toEqual([null, false])
  })

  it('stored JSON is compared without its key order, and a parallel state names each region', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(stateLeaves({ open: { repayment: 'unpaid', deal: 'noDeal' } })).toEqual([
      'open.repayment.unpaid',
      'open.deal.noDeal',
    ])
  })
})
