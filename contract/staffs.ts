import { z } from 'zod'
import type { FieldLabels } from './endpoint.ts'
import { id, int4Max, isoDate, looksLikePhoneNumber, text } from './fields.ts'

/**
 * The staffs area's fields (spec sections 2, 3 and 5): members, teams, leave and case allocation.
 * The calls that take them are declared with the area's routes; the forms and the server read these
 * same schemas, so a refusal reads the same on both sides.
 */

/** A member's status: working, away on approved leave today, or gone from the operation. */
export const memberStatuses = ['onDuty', 'onLeave', 'left'] as const
export type MemberStatus = (typeof memberStatuses)[number]

export const teamNameMax = 50
export const memberNameMax = 50
export const usernameMax = 32
/** The most days one leave request asks for: a month of a schedule. */
export const leaveDaysMax = 31
/** The most cases one allocation request takes (issue 14: 10,000 in one request). */
export const allocationMax = 10_000

const noRepeats = <T>(values: readonly T[]) => new Set(values).size === values.length
/** 1 for Monday to 7 for Sunday. */
const isoWeekday = z.number().int().min(1, 'invalidValue').max(7, 'invalidValue')
/** A choice from a list that may be left empty: the message says what to choose. */
const chosen = (message: 'team.select' | 'member.select') =>
  z.number({ message }).int(message).min(1, message).max(int4Max, message)

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

/** A team as the teams and team sellers screens add and edit it. */
export const teamInput = z.object({
  name: text.trim().min(1, 'team.nameEmpty').max(teamNameMax, 'tooLong'),
  teamTypeId: id,
  /** A member; a leader leads one team only (the server refuses a second: 'staffs.leadsAnotherTeam'). */
  leaderId: id.nullable(),
  managerId: id.nullable(),
  dutyDays: z.array(isoWeekday).min(1, 'required').max(7, 'invalidValue').refine(noRepeats, 'invalidValue'),
})
export type TeamInput = z.infer<typeof teamInput>

export const teamLabels = {
  name: { en: 'Team name', es: 'Nombre del equipo' },
  teamTypeId: { en: 'Team type', es: 'Tipo de equipo' },
  leaderId: { en: 'Team leader', es: 'Líder de equipo' },
  managerId: { en: 'Manager', es: 'Gerente' },
  dutyDays: { en: 'Duty days', es: 'Días de trabajo' },
} as const satisfies FieldLabels

/** A member as the member addition and member edition screens take them. */
export const memberInput = z.object({
  name: text.trim().min(1, 'required').max(memberNameMax, 'tooLong'),
  username: text.trim().min(1, 'required').max(usernameMax, 'tooLong'),
  /** The country calling code, digits only (52 for Mexico, 234 for Nigeria, 91 for India). */
  countryCode: text.trim().regex(/^\d{1,3}$/, 'phone.format'),
  phone: text.trim().max(20, 'tooLong').refine(looksLikePhoneNumber, 'phone.format'),
  roleId: id,
  /** None for a manager over several teams. */
  teamId: chosen('team.select').nullable(),
  timeZone: text.trim().refine(knownTimeZone, 'invalidValue'),
  entryDate: isoDate,
})
export type MemberInput = z.infer<typeof memberInput>

export const memberLabels = {
  name: { en: 'Name', es: 'Nombre' },
  username: { en: 'Username', es: 'Usuario' },
  countryCode: { en: 'Country code', es: 'Código de país' },
  phone: { en: 'Phone', es: 'Teléfono' },
  roleId: { en: 'Role', es: 'Rol' },
  teamId: { en: 'Team', es: 'Equipo' },
  timeZone: { en: 'Time zone', es: 'Zona horaria' },
  entryDate: { en: 'Entry date', es: 'Fecha de ingreso' },
} as const satisfies FieldLabels

/** A member's request for leave: days on their own calendar. */
export const leaveRequestInput = z.object({
  days: z.array(isoDate).min(1, 'required').max(leaveDaysMax, 'tooLong').refine(noRepeats, 'invalidValue'),
  reason: text.trim().max(200, 'tooLong').default(''),
})
export type LeaveRequestInput = z.infer<typeof leaveRequestInput>

export const leaveRequestLabels = {
  days: { en: 'Leave days', es: 'Días de permiso' },
  reason: { en: 'Reason', es: 'Motivo' },
} as const satisfies FieldLabels

/**
 * Where an allocation sends its cases (spec section 5): a team, then either the members chosen or,
 * with none named, an even split across the team's members on duty that day (contract/evenSplit.ts).
 */
export const allocationTarget = z
  .object({
    teamId: chosen('team.select'),
    way: z.enum(['manual', 'evenSplit']),
    memberIds: z.array(id).max(500, 'tooLong').refine(noRepeats, 'invalidValue').default([]),
  })
  .refine((target) => target.way !== 'manual' || target.memberIds.length > 0, {
    path: ['memberIds'],
    message: 'member.select',
  })
export type AllocationTarget = z.infer<typeof allocationTarget>

export const allocationTargetLabels = {
  teamId: { en: 'Team', es: 'Equipo' },
  way: { en: 'Way', es: 'Forma' },
  memberIds: { en: 'Members', es: 'Miembros' },
} as const satisfies FieldLabels

/** Why a member of the team gets nothing from an even split: away on leave, a day off, or gone. */
export const leftOutReasons = ['leave', 'off', 'notMember'] as const

/**
 * What the allocator reads before confirming an even split: how many cases each member on duty
 * gets (and what they hold already), and who is left out and why. The allocation that follows deals
 * the same cases the same way (contract/evenSplit.ts).
 */
export const allocationPreviewSchema = z.object({
  teamId: z.number(),
  caseCount: z.number(),
  /** Every member on duty gets at least this many; `extra` of them one more. */
  each: z.number(),
  extra: z.number(),
  shares: z.array(
    z.object({ memberId: z.number(), name: z.string(), holding: z.number(), count: z.number() }),
  ),
  leftOut: z.array(z.object({ memberId: z.number(), name: z.string(), reason: z.enum(leftOutReasons) })),
})
export type AllocationPreview = z.infer<typeof allocationPreviewSchema>
