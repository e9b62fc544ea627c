import { describe, expect, it } from 'vitest'
import { allocationTarget } from './caseAllocation.ts'
import { fieldIssues } from './validation.ts'

const issuesOf = (value: unknown) => {
  const result = allocationTarget.safeParse(value)
  return result.success ? [] : fieldIssues(result.error)
}

describe('where an allocation sends its cases', () => {
  it("an allocation with no team: 'please select a team'", () => {
    expect(issuesOf({ way: 'evenSplit' })).toEqual([{ field: 'teamId', key: 'team.select' }])
    expect(issuesOf({ teamId: null, way: 'evenSplit' })).toEqual([{ field: 'teamId', key: 'team.select' }])
  })

  it("an allocation to chosen members with none chosen: 'please select a member'; an even split needs none", () => {
    expect(issuesOf({ teamId: 3, way: 'manual', memberIds: [] })).toEqual([
      { field: 'memberIds', key: 'member.select' },
    ])
    expect(allocationTarget.parse({ teamId: 3, way: 'evenSplit' })).toEqual({
      teamId: 3,
      way: 'evenSplit',
      memberIds: [],
    })
    expect(issuesOf({ teamId: 3, way: 'manual', memberIds: [4, 4] })).toEqual([
      { field: 'memberIds', key: 'invalidValue' },
    ])
  })
})
