import { describe, expect, it } from 'vitest'
import { allocationPreviewSchema } from '../../../contract/caseAllocation.ts'
import { type AllocatedMember, planEvenSplit } from './caseAllocationPlan.ts'

const weekdays = [1, 2, 3, 4, 5]
const member = (id: number, over: Partial<AllocatedMember> = {}): AllocatedMember => ({
  id,
  name: `Member ${id}`,
  holding: 0,
  timeZone: 'America/Mexico_City',
  entryDate: '2020-01-01',
  leftDate: null,
  approvedLeave: [],
  ...over,
})
// Monday 30 November 2026, 10:00 in Mexico City.
const monday = new Date('2026-11-30T16:00:00Z')
const fiftyCases = Array.from({ length: 50 }, (_, i) => 1000 + i)

describe('the plan of an even split', () => {
  it('50 cases to a team of five with one on leave and one gone: the preview says who gets how many and why not', () => {
    const plan = planEvenSplit(
      fiftyCases,
      { id: 3, dutyDays: weekdays },
      [
        member(1, { holding: 12 }),
        member(2, { approvedLeave: ['2026-11-30'] }),
        member(3, { holding: 4 }),
        member(4, { leftDate: '2026-11-01' }),
        member(5, { holding: 4 }),
      ],
      monday,
    )
    if (!plan.planned) throw new Error(plan.reason)
    expect(allocationPreviewSchema.parse(plan.preview)).toEqual({
      teamId: 3,
      caseCount: 50,
      each: 16,
      extra: 2,
      shares: [
        { memberId: 3, name: 'Member 3', holding: 4, count: 17 },
        { memberId: 5, name: 'Member 5', holding: 4, count: 17 },
        { memberId: 1, name: 'Member 1', holding: 12, count: 16 },
      ],
      leftOut: [
        { memberId: 2, name: 'Member 2', reason: 'leave' },
        { memberId: 4, name: 'Member 4', reason: 'notMember' },
      ],
      skipped: [],
    })
    expect(plan.shares.map((share) => share.cases.length)).toEqual([17, 17, 16])
    expect(plan.shares.flatMap((share) => share.cases).sort()).toEqual(fiftyCases)
  })

  it("each member's day is theirs: at 02:00 UTC on Saturday, Kolkata rests while Mexico City still works Friday", () => {
    const plan = planEvenSplit(
      fiftyCases,
      { id: 3, dutyDays: weekdays },
      [member(1), member(2, { timeZone: 'Asia/Kolkata' })],
      new Date('2026-12-05T02:00:00Z'),
    )
    if (!plan.planned) throw new Error(plan.reason)
    expect(plan.preview.shares.map((share) => [share.memberId, share.count])).toEqual([[1, 50]])
    expect(plan.preview.leftOut).toEqual([{ memberId: 2, name: 'Member 2', reason: 'off' }])
  })

  it('on a day off for the whole team, nothing is split', () => {
    const saturday = new Date('2026-12-05T16:00:00Z')
    expect(planEvenSplit(fiftyCases, { id: 3, dutyDays: weekdays }, [member(1)], saturday)).toEqual({
      planned: false,
      reason: 'noMemberOnDuty',
    })
  })
})
