import { describe, expect, it } from 'vitest'
import { leaveRequestInput, memberInput, memberLabels, teamInput, teamLabels } from './staffs.ts'
import { fieldIssues } from './validation.ts'

const issuesOf = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value)
  return result.success ? [] : fieldIssues(result.error as Parameters<typeof fieldIssues>[0])
}

const team = {
  name: 'CDMX Cobranza 3',
  teamTypeId: 1,
  leaderId: 12,
  managerId: null,
  dutyDays: [1, 2, 3, 4, 5],
}
const member = {
  name: 'Ana Torres',
  username: 'ana.torres',
  countryCode: '52',
  phone: '55 1234 5678',
  roleId: 2,
  teamId: 3,
  timeZone: 'America/Mexico_City',
  entryDate: '2026-11-02',
}

describe('the staffs forms refuse at the edge, naming the field', () => {
  it("a blank team name: 'team name should not be empty'", () => {
    expect(issuesOf(teamInput, team)).toEqual([])
    expect(issuesOf(teamInput, { ...team, name: '   ' })).toEqual([{ field: 'name', key: 'team.nameEmpty' }])
  })

  it('a team works on at least one day, each a weekday from 1 to 7 once', () => {
    expect(issuesOf(teamInput, { ...team, dutyDays: [] })).toEqual([{ field: 'dutyDays', key: 'required' }])
    expect(issuesOf(teamInput, { ...team, dutyDays: [1, 1] })).toEqual([
      { field: 'dutyDays', key: 'invalidValue' },
    ])
    expect(issuesOf(teamInput, { ...team, dutyDays: [0] })).toEqual([
      { field: 'dutyDays.0', key: 'invalidValue' },
    ])
  })

  it('a member needs a real phone number, a known time zone and a real entry date', () => {
    expect(issuesOf(memberInput, member)).toEqual([])
    expect(issuesOf(memberInput, { ...member, phone: '12ab' })).toEqual([
      { field: 'phone', key: 'phone.format' },
    ])
    expect(issuesOf(memberInput, { ...member, timeZone: 'Mars/Olympus' })).toEqual([
      { field: 'timeZone', key: 'timeZone.unknown' },
    ])
    expect(issuesOf(memberInput, { ...member, entryDate: '2026-02-30' })).toEqual([
      { field: 'entryDate', key: 'invalidValue' },
    ])
    expect(issuesOf(memberInput, { ...member, entryDate: '9999-12-31' })).toEqual([
      { field: 'entryDate', key: 'date.range' },
    ])
    expect(issuesOf(memberInput, { ...member, teamId: undefined })).toEqual([
      { field: 'teamId', key: 'team.select' },
    ])
    expect(memberInput.parse({ ...member, teamId: null }).teamId).toBeNull()
  })

  it("a member's country code is taken as dialled ('+234') and kept as digits; one no country has is refused", () => {
    expect(memberInput.parse({ ...member, countryCode: '+234' }).countryCode).toBe('234')
    expect(memberInput.parse({ ...member, countryCode: ' 52 ' }).countryCode).toBe('52')
    for (const countryCode of ['999', '+999', '', '+', '++52', '52a', '2345'])
      expect(issuesOf(memberInput, { ...member, countryCode })).toEqual([
        { field: 'countryCode', key: 'countryCode.unknown' },
      ])
  })

  it('a leave request asks for real days, each once', () => {
    expect(leaveRequestInput.parse({ days: ['2026-12-01'] })).toEqual({ days: ['2026-12-01'], reason: '' })
    expect(issuesOf(leaveRequestInput, { days: [] })).toEqual([{ field: 'days', key: 'required' }])
    expect(issuesOf(leaveRequestInput, { days: ['2026-12-01', '2026-12-01'] })).toEqual([
      { field: 'days', key: 'invalidValue' },
    ])
  })

  it('every field of the forms is labelled in English and Spanish', () => {
    for (const [schema, labels] of [
      [teamInput, teamLabels],
      [memberInput, memberLabels],
    ] as const) {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(schema.shape).sort())
      for (const label of Object.values(labels)) expect(label.es.trim()).not.toBe('')
    }
  })
})
