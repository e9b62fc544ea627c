import { describe, expect, it } from 'vitest'
import type { StaffRow } from '../../../contract/staffs.ts'
import { blankMember, memberDraftOf } from './memberDraft.ts'

const row = (phone: string): StaffRow => ({
  id: 7,
  name: 'Bisi Adeyemi',
  username: 'bisi',
  phone,
  roleId: 2,
  roleName: 'Collector',
  teamId: 3,
  teamName: 'Lagos S1 Collection',
  timeZone: 'Africa/Lagos',
  entryDate: '2026-01-05',
  leftDate: null,
  status: 'onDuty',
  valid: true,
})

describe('the member form as it opens', () => {
  it("a new member starts with the adder's own country's code", () => {
    expect(blankMember('NG', 'Africa/Lagos', '2026-11-27').countryCode).toBe('234')
    expect(blankMember('MX', 'America/Mexico_City', '2026-11-27').countryCode).toBe('52')
    expect(blankMember('GB', 'Europe/London', '2026-11-27').countryCode).toBe('44')
  })

  it("a member's kept phone splits back into its country's code and the rest, for any country", () => {
    expect(memberDraftOf(row('2348030000777'))).toMatchObject({ countryCode: '234', phone: '8030000777' })
    expect(memberDraftOf(row('525510000021'))).toMatchObject({ countryCode: '52', phone: '5510000021' })
    expect(memberDraftOf(row('447700900123'))).toMatchObject({ countryCode: '44', phone: '7700900123' })
  })
})
