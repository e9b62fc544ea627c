import { describe, expect, it } from 'vitest'
import { type LeaveEvent, leaveMachine } from '../../machines/leave.ts'
import { decideLeaveEvent, requestLeave, unrequestedLeave } from '../../machines/leaveDecisions.ts'
import { leaveVersions } from '../../machines/leaveVersions.ts'
import { runModel } from '../support/machineModel.ts'

const member = 7
const leader = 3
const days = ['2026-11-30', '2026-12-01']

const events: LeaveEvent[] = [
  { type: 'REQUEST', by: member, days },
  { type: 'REQUEST', by: member, days: [] },
  { type: 'APPROVE', by: leader },
  { type: 'APPROVE', by: member },
  { type: 'REJECT', by: leader },
  { type: 'REJECT', by: member },
  { type: 'CANCEL', by: member },
  { type: 'CANCEL', by: leader },
]

describe('leave model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    const run = await runModel(leaveMachine, {
      events,
      check: (snapshot) => {
        // Only a leader other than the member approves, and the days asked for never change once asked.
        if (snapshot.matches('approved')) expect(snapshot.context.approvedBy).toBe(leader)
        else expect(snapshot.context.approvedBy).toBeNull()
        if (snapshot.matches('new')) expect(snapshot.context).toMatchObject({ memberId: null, days: [] })
        else expect(snapshot.context).toMatchObject({ memberId: member, days })
      },
    })
    expect(run.uncovered).toEqual([])
    expect(run.paths).toBeGreaterThanOrEqual(2)
  }, 300_000)
})

describe('leave decisions', () => {
  const pending = requestLeave(member, days)

  it("the member's leader approves a pending request, recorded with the current version", () => {
    const decision = decideLeaveEvent(pending, { type: 'APPROVE', by: leader })
    expect(decision).toEqual({
      allowed: true,
      from: pending,
      to: { value: 'approved', context: { memberId: member, days, approvedBy: leader } },
      machine: leaveVersions.current.recordedAs,
    })
    expect(leaveVersions.current.recordedAs).toBe('leave@3')
  })

  it('a request is made by REQUEST from new, for the member who asks and at least one day', () => {
    expect(decideLeaveEvent(unrequestedLeave, { type: 'REQUEST', by: member, days })).toEqual({
      allowed: true,
      from: unrequestedLeave,
      to: pending,
      machine: 'leave@3',
    })
    expect(decideLeaveEvent(unrequestedLeave, { type: 'REQUEST', by: member, days: [] })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
    expect(decideLeaveEvent(unrequestedLeave, { type: 'APPROVE', by: leader })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
    expect(decideLeaveEvent(pending, { type: 'REQUEST', by: member, days })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
  })

  it('a request pending under leave@1 or leave@2 is decided by leave@3 as it was', () => {
    for (const older of ['leave@1', 'leave@2']) {
      const version = leaveVersions.recordedAs(older)!
      const stored = { value: 'pending' as const, context: { memberId: member, days, approvedBy: null } }
      const byOlder = decideLeaveEvent(stored, { type: 'APPROVE', by: leader }, version)
      const byCurrent = decideLeaveEvent(stored, { type: 'APPROVE', by: leader })
      expect(byCurrent).toMatchObject({ allowed: true, to: byOlder.allowed ? byOlder.to : 'refused' })
    }
  })

  it("the member's leader rejects a pending request; no one rejects their own, and leave@2 knew no reject", () => {
    expect(decideLeaveEvent(pending, { type: 'REJECT', by: leader })).toEqual({
      allowed: true,
      from: pending,
      to: { value: 'rejected', context: { memberId: member, days, approvedBy: null } },
      machine: 'leave@3',
    })
    expect(decideLeaveEvent(pending, { type: 'REJECT', by: member })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
    expect(
      decideLeaveEvent(pending, { type: 'REJECT', by: leader }, leaveVersions.recordedAs('leave@2')!),
    ).toEqual({ allowed: false, reason: 'notAllowed' })
  })

  it('the member cancels their own request; no one else cancels it', () => {
    expect(decideLeaveEvent(pending, { type: 'CANCEL', by: member })).toMatchObject({
      allowed: true,
      to: { value: 'cancelled' },
    })
    expect(decideLeaveEvent(pending, { type: 'CANCEL', by: leader })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
  })

  it('no one approves their own leave', () => {
    expect(decideLeaveEvent(pending, { type: 'APPROVE', by: member })).toEqual({
      allowed: false,
      reason: 'notAllowed',
    })
  })

  it('an approved leave, a rejected or a cancelled request takes no further decision', () => {
    for (const first of [
      { type: 'APPROVE', by: leader },
      { type: 'REJECT', by: leader },
      { type: 'CANCEL', by: member },
    ] as const) {
      const decided = decideLeaveEvent(pending, first)
      if (!decided.allowed) throw new Error(`${first.type} is allowed on a pending request`)
      for (const event of events)
        expect(decideLeaveEvent(decided.to, event)).toEqual({ allowed: false, reason: 'decided' })
    }
  })
})
