import { callingCodeOfPhone, callingCodeOfRegion } from '../../../contract/callingCodes.ts'
import type { StaffRow } from '../../../contract/staffs.ts'

/** The member form as typed: every field a text, the team empty for none. */
export interface MemberDraft {
  name: string
  username: string
  countryCode: string
  phone: string
  roleId: string
  teamId: string
  timeZone: string
  entryDate: string
  leftDate: string
}

/** The calling code of a user's country (their `cc`), Mexico's when theirs has none. */
export function callingCodeOf(cc: string): string {
  return callingCodeOfRegion(cc) ?? '52'
}

/** A blank member: today's entry, the adder's own country and time zone. */
export function blankMember(
  cc: string,
  timeZone: string,
  today: string,
  /** The adder's own team, when they reach no other: the new member can only join it. */
  teamId: number | null = null,
): MemberDraft {
  return {
    name: '',
    username: '',
    countryCode: callingCodeOf(cc),
    phone: '',
    roleId: '',
    teamId: teamId === null ? '' : String(teamId),
    timeZone,
    entryDate: today,
    leftDate: '',
  }
}

/** A member as the list shows them, split back into the form's fields (the phone's calling code apart). */
export function memberDraftOf(row: StaffRow): MemberDraft {
  const code = callingCodeOfPhone(row.phone) ?? ''
  return {
    name: row.name,
    username: row.username,
    countryCode: code,
    phone: row.phone.slice(code.length),
    roleId: String(row.roleId),
    teamId: row.teamId === null ? '' : String(row.teamId),
    timeZone: row.timeZone,
    entryDate: row.entryDate,
    leftDate: row.leftDate ?? '',
  }
}

/** The draft as the add and edit calls take it: ids as numbers, an empty team as none. */
export function memberInputOf(draft: MemberDraft) {
  return {
    name: draft.name,
    username: draft.username,
    countryCode: draft.countryCode,
    phone: draft.phone,
    roleId: draft.roleId === '' ? undefined : Number(draft.roleId),
    teamId: draft.teamId === '' ? null : Number(draft.teamId),
    timeZone: draft.timeZone,
    entryDate: draft.entryDate,
  }
}
