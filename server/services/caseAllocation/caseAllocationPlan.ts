import type { AllocationPreview } from '../../../contract/caseAllocation.ts'
import { type EvenShare, evenSplit } from '../../../contract/evenSplit.ts'
import { memberToday } from '../localDays.ts'
import { type ScheduleMember, scheduleDayOf } from '../staffs/index.ts'

/** A member of the team the cases go to, as the allocation reads them. */
export interface AllocatedMember extends ScheduleMember {
  name: string
  /** Open cases they hold already. */
  holding: number
}

export type AllocationPlan<Case> =
  | { planned: true; preview: AllocationPreview; shares: EvenShare<Case>[] }
  | { planned: false; reason: 'noCases' | 'noMemberOnDuty' }

/**
 * The even split of `cases` across the team's members on duty at `now`, each on their own calendar:
 * the preview the allocator confirms and the shares the allocation writes, from one computation, so
 * what was previewed is what is done (given the same cases and the same day).
 */
export function planEvenSplit<Case>(
  cases: readonly Case[],
  team: { id: number; dutyDays: readonly number[] },
  members: readonly AllocatedMember[],
  now: Date,
  /** Who holds a case now: a member of the team is not dealt one they hold already where another can take it. */
  holderOf: (item: Case) => number | null = () => null,
): AllocationPlan<Case> {
  const dayOf = new Map(
    members.map((member) => [
      member.id,
      scheduleDayOf(member, team.dutyDays, memberToday(now, member.timeZone)),
    ]),
  )
  const split = evenSplit(
    cases,
    members.map((member) => ({
      id: member.id,
      onDuty: dayOf.get(member.id) === 'work',
      holding: member.holding,
    })),
    holderOf,
  )
  if (!split.split) return { planned: false, reason: split.reason }
  const byId = new Map(members.map((member) => [member.id, member]))
  const nameOf = (id: number) => byId.get(id)?.name ?? ''
  return {
    planned: true,
    shares: split.shares,
    preview: {
      teamId: team.id,
      caseCount: cases.length,
      each: split.each,
      extra: split.extra,
      shares: split.shares.map((share) => ({
        memberId: share.memberId,
        name: nameOf(share.memberId),
        holding: byId.get(share.memberId)?.holding ?? 0,
        count: share.cases.length,
      })),
      leftOut: split.offDuty.map((memberId) => {
        const day = dayOf.get(memberId)
        return {
          memberId,
          name: nameOf(memberId),
          reason: day === 'leave' || day === 'off' ? day : 'notMember',
        }
      }),
      skipped: [],
    },
  }
}
