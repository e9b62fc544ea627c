import { z } from 'zod'
import { isKnownCallingCode } from './callingCodes.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import {
  calendarDay,
  chosen,
  id,
  idFromText,
  isWithinCalendar,
  looksLikePhoneNumber,
  noRepeats,
  text,
} from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { teamSchema } from './system.ts'
import { isKnownTimeZone } from './timeZones.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * The staffs area's fields (spec sections 2, 3 and 5): members, teams, leave and schedules. Case
 * allocation, done from All cases, is its own area (contract/caseAllocation.ts).
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

/** 1 for Monday to 7 for Sunday. */
const isoWeekday = z.number().int().min(1, 'invalidValue').max(7, 'invalidValue')

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
  /**
   * The country calling code, kept as digits (52 for Mexico, 234 for Nigeria, 91 for India); typed as
   * it is dialled ('+234'), the '+' is dropped. A code no country has is refused.
   */
  countryCode: text
    .trim()
    .transform((code) => code.replace(/^\+/, ''))
    .refine(isKnownCallingCode, 'countryCode.unknown'),
  phone: text.trim().max(20, 'tooLong').refine(looksLikePhoneNumber, 'phone.format'),
  roleId: id,
  /** None for a manager over several teams. */
  teamId: chosen('team.select').nullable(),
  /** One of contract/timeZones.ts: both engines know it (a picker offers them, never free text). */
  timeZone: text.trim().refine(isKnownTimeZone, 'timeZone.unknown'),
  entryDate: calendarDay,
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
  days: z
    .array(calendarDay)
    .min(1, 'required')
    .max(leaveDaysMax, 'tooLong')
    .refine(noRepeats, 'invalidValue'),
  reason: text.trim().max(200, 'tooLong').default(''),
})
export type LeaveRequestInput = z.infer<typeof leaveRequestInput>

export const leaveRequestLabels = {
  days: { en: 'Leave days', es: 'Días de permiso' },
  reason: { en: 'Reason', es: 'Motivo' },
} as const satisfies FieldLabels

// ——— The calls (menu 1: staffs index 2, teams 75, work schedules 76) ———

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const
const memberIdLabel = { memberId: { en: 'Member', es: 'Miembro' } } as const

/** One member as the staffs list shows them. */
export const staffRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  timeZone: z.string(),
  entryDate: z.string(),
  leftDate: z.string().nullable(),
  status: z.enum(memberStatuses),
  valid: z.boolean(),
})
export type StaffRow = z.infer<typeof staffRowSchema>

export const staffSorts = ['entryDate'] as const
export type StaffSort = (typeof staffSorts)[number]

export const staffFilters = z.object({
  teamId: idFromText.optional(),
  roleId: idFromText.optional(),
  status: z.enum(memberStatuses).optional(),
  /** A name, or some digits of a phone number. */
  search: text.trim().max(50, 'tooLong').optional(),
})
export type StaffFilters = z.infer<typeof staffFilters>

const staffFilterLabels = {
  teamId: { en: 'Team', es: 'Equipo' },
  roleId: { en: 'Role', es: 'Rol' },
  status: { en: 'Status', es: 'Estado' },
  search: { en: 'Name or phone', es: 'Nombre o teléfono' },
} as const

export const staffList = endpoint({
  method: 'GET',
  path: '/sys/staff/list',
  access: menuIds.staffsIndex,
  encoding: 'form',
  summary:
    "A page of the staff, by team, role and status (on duty, on leave, left), searched by name or phone, newest entry first by default. A team leader sees their own team's members only.",
  input: staffFilters.extend(keysetPageInput(staffSorts, 'entryDate').shape),
  labels: { ...staffFilterLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(staffRowSchema),
})

export const staffExport = endpoint({
  method: 'GET',
  path: '/sys/staff/export',
  access: menuIds.staffsIndex,
  encoding: 'form',
  download: 'csv',
  summary: "The staff of the current filter as a CSV file, headers and words in the request's language.",
  input: staffFilters.extend(exportInput(staffSorts, 'entryDate').shape),
  labels: { ...staffFilterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
  answer: csvFile,
})

export const addMember = writeEndpoint({
  method: 'POST',
  path: '/sys/staff/add',
  access: menuIds.staffsIndex,
  encoding: 'json',
  summary:
    'Adds a member. The answer holds a one-time password, shown once (a replay answers null): the member changes it at their first sign-in. A phone or username another member has is refused naming the field.',
  input: memberInput.extend({ clientMutationId }),
  labels: { ...memberLabels, ...writeLabels },
  /** Shown once: null when the same write is sent again (the password is not kept). */
  answer: z.object({ memberId: z.number(), oneTimePassword: z.string().nullable() }),
})

export const editMember = writeEndpoint({
  method: 'POST',
  path: '/sys/staff/edit',
  access: menuIds.staffsIndex,
  encoding: 'json',
  summary:
    "Changes a member's details, and the day they left; a phone or username another member has is refused naming the field.",
  input: memberInput
    .extend({
      memberId: id,
      /** The day they left: from it on they are off the schedule; null while they work here. */
      leftDate: calendarDay.nullable().default(null),
      clientMutationId,
    })
    .refine((member) => member.leftDate === null || member.leftDate >= member.entryDate, {
      path: ['leftDate'],
      message: 'invalidValue',
    }),
  labels: {
    ...memberLabels,
    ...memberIdLabel,
    leftDate: { en: 'Left date', es: 'Fecha de baja' },
    ...writeLabels,
  },
  answer: z.object({ memberId: z.number() }),
})

export const setMemberValidity = writeEndpoint({
  method: 'POST',
  path: '/sys/staff/validity',
  access: menuIds.staffsIndex,
  encoding: 'json',
  summary:
    'Marks a member valid or invalid. Invalid ends their sessions at once; the answer says how many open cases they hold, left to be reallocated.',
  input: z.object({ memberId: id, valid: z.boolean(), clientMutationId }),
  labels: { ...memberIdLabel, valid: { en: 'Valid', es: 'Válido' }, ...writeLabels },
  answer: z.object({ memberId: z.number(), valid: z.boolean(), openCases: z.number() }),
})

export const addTeam = writeEndpoint({
  method: 'POST',
  path: '/sys/team/add',
  access: menuIds.teams,
  encoding: 'json',
  summary:
    "Adds a team with its type, leader, manager and duty days. A name in use, or a leader who leads another team ('do not choose more than one'), is refused.",
  input: teamInput.extend({ clientMutationId }),
  labels: { ...teamLabels, ...writeLabels },
  answer: z.object({ teamId: z.number() }),
})

export const editTeam = writeEndpoint({
  method: 'POST',
  path: '/sys/team/edit',
  access: menuIds.teams,
  encoding: 'json',
  summary: 'Changes a team; the same refusals as adding one.',
  input: teamInput.extend({ teamId: id, clientMutationId }),
  labels: { ...teamLabels, teamId: { en: 'Team', es: 'Equipo' }, ...writeLabels },
  answer: z.object({ teamId: z.number() }),
})

/**
 * A member's attendance today, on their own clock (attendance.ts): at work since their clock-in,
 * gone since their clock-out, on approved leave, a duty day without a clock-in yet, a day off of the
 * team, or a day before their entry date.
 */
export const attendanceToday = [
  'clockedIn',
  'clockedOut',
  'onLeave',
  'notClockedIn',
  'offDuty',
  'notStarted',
] as const
export type AttendanceToday = (typeof attendanceToday)[number]

/** One member of a team as its details show them: role, attendance today and the open cases they hold. */
export const teamMemberRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  timeZone: z.string(),
  /** Their date today, on their own clock. */
  today: z.string(),
  attendance: z.enum(attendanceToday),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  absencesLast3Days: z.number(),
  leaveDaysLast7Days: z.number(),
  /** Cases they hold that are not closed. */
  openCases: z.number(),
  valid: z.boolean(),
})
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>

export const teamDetailsSchema = z.object({
  team: teamSchema,
  members: z.array(teamMemberRowSchema),
  /** Cases of the team not closed, held by a member or by no one. */
  openCases: z.number(),
})
export type TeamDetails = z.infer<typeof teamDetailsSchema>

export const teamDetails = endpoint({
  method: 'GET',
  path: '/sys/team/details',
  access: menuIds.staffs,
  encoding: 'form',
  summary:
    "A team (or a sales team) with its members: each one's role, attendance today on their own clock (clocked in, clocked out, on leave, not clocked in, day off) and the open cases they hold. A team leader opens their own team only.",
  input: z.object({ teamId: idFromText }),
  labels: { teamId: { en: 'Team', es: 'Equipo' } },
  answer: teamDetailsSchema,
})

export const leaveStates = ['pending', 'approved', 'rejected', 'cancelled'] as const

/** A leave request as the member and their leader read it. */
export const leaveRowSchema = z.object({
  id: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  teamId: z.number().nullable(),
  days: z.array(z.string()),
  reason: z.string(),
  status: z.enum(leaveStates),
  decidedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type LeaveRow = z.infer<typeof leaveRowSchema>

export const requestLeave = writeEndpoint({
  method: 'POST',
  path: '/sys/leave/request',
  access: 'signedIn',
  encoding: 'json',
  summary: 'A member asks for leave on days of their own calendar; their team leader approves it.',
  input: leaveRequestInput.extend({ clientMutationId }),
  labels: { ...leaveRequestLabels, ...writeLabels },
  answer: leaveRowSchema,
})

const leaveIdLabel = { leaveId: { en: 'Leave request', es: 'Solicitud de permiso' } } as const

export const approveLeave = writeEndpoint({
  method: 'POST',
  path: '/sys/leave/approve',
  access: menuIds.workSchedules,
  encoding: 'json',
  summary:
    "The member's team leader (or a manager) approves a pending request; the member reads it in their messages.",
  input: z.object({ leaveId: id, clientMutationId }),
  labels: { ...leaveIdLabel, ...writeLabels },
  answer: leaveRowSchema,
})

export const rejectLeave = writeEndpoint({
  method: 'POST',
  path: '/sys/leave/reject',
  access: menuIds.workSchedules,
  encoding: 'json',
  summary:
    "The member's team leader (or a manager) rejects a pending request, by the same rule as approving it; the member reads it in their messages.",
  input: z.object({ leaveId: id, clientMutationId }),
  labels: { ...leaveIdLabel, ...writeLabels },
  answer: leaveRowSchema,
})

export const cancelLeave = writeEndpoint({
  method: 'POST',
  path: '/sys/leave/cancel',
  access: 'signedIn',
  encoding: 'json',
  summary: 'The member who asked cancels a pending request.',
  input: z.object({ leaveId: id, clientMutationId }),
  labels: { ...leaveIdLabel, ...writeLabels },
  answer: leaveRowSchema,
})

export const leaveList = endpoint({
  method: 'GET',
  path: '/sys/leave/list',
  access: 'signedIn',
  encoding: 'form',
  summary:
    "Leave requests, newest first: a member's own, a team leader's team's, everyone's for whoever opens work schedules without a team.",
  input: z.object({ status: z.enum(leaveStates).optional() }),
  labels: { status: { en: 'Status', es: 'Estado' } },
  answer: z.array(leaveRowSchema),
})

/** A member's clock today, on their own calendar. */
export const clockSchema = z.object({
  day: z.string(),
  /** A duty day of their team, not on leave nor given off: the only days they clock in. */
  workDay: z.boolean(),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
})

export const clock = writeEndpoint({
  method: 'POST',
  path: '/sys/attendance/clock',
  access: 'signedIn',
  encoding: 'json',
  summary:
    'The member clocks in or out; the day is theirs (their time zone). Clocking in is refused on a day that is not one of their working days. The first clock-in counts; a clock-out shows while it is the last press of the day.',
  input: z.object({ kind: z.enum(['in', 'out']), clientMutationId }),
  labels: { kind: { en: 'Clock', es: 'Registro' }, ...writeLabels },
  answer: clockSchema,
})

export const myClock = endpoint({
  method: 'GET',
  path: '/sys/attendance/today',
  access: 'signedIn',
  encoding: 'form',
  summary: "The caller's clock-in and clock-out of today, on their own calendar.",
  input: undefined,
  answer: clockSchema,
})

// ——— Work schedules (menu 76) and a team's month (work schedule details, menu 90) ———

/** What a member's day is on the schedule (server/services/staffs/memberDays.ts). */
export const scheduleDays = ['work', 'leave', 'off', 'notMember'] as const
/** What a leader may set a day to. */
export const settableScheduleDays = ['work', 'leave', 'off'] as const
/** The most day changes one save takes: a month of a large team. */
export const scheduleChangesMax = 2_000

/** A month of the calendar (yyyy-MM), within the range of its days. */
const calendarMonth = text
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalidValue')
  .refine((month) => isWithinCalendar(`${month}-01`), 'date.range')

export const scheduleTeams = endpoint({
  method: 'GET',
  path: '/sys/schedule/teams',
  access: menuIds.workSchedules,
  encoding: 'form',
  summary:
    "The teams whose schedules the user keeps: a team leader's own team, every team for whoever is over the teams.",
  input: undefined,
  answer: z.array(teamSchema),
})

/** One member's day on the month schedule. */
export const scheduleCellSchema = z.object({
  date: z.string(),
  day: z.enum(scheduleDays),
  /** Today or later on the member's own clock, and one of their days: the leader may change it. */
  editable: z.boolean(),
  /** The leader set it: it differs from what the duty days and approved leave make it. */
  set: z.boolean(),
})
export type ScheduleCell = z.infer<typeof scheduleCellSchema>

export const monthScheduleSchema = z.object({
  team: z.object({ id: z.number(), name: z.string(), dutyDays: z.array(z.number()) }),
  month: z.string(),
  /** The month's dates, the 1st first. */
  dates: z.array(z.string()),
  /** The reader's date today, on their own clock. */
  today: z.string(),
  rows: z.array(
    z.object({
      memberId: z.number(),
      name: z.string(),
      roleName: z.string(),
      cells: z.array(scheduleCellSchema),
    }),
  ),
})
export type MonthScheduleAnswer = z.infer<typeof monthScheduleSchema>

const scheduleTeamLabel = { teamId: { en: 'Team', es: 'Equipo' } } as const

export const workSchedule = endpoint({
  method: 'GET',
  path: '/sys/schedule/month',
  access: menuIds.workScheduleDetails,
  encoding: 'form',
  summary:
    "A team's schedule for a month: its members by days, each a working day, leave or a day off, on the member's own calendar; days past are read-only.",
  input: z.object({ teamId: idFromText, month: calendarMonth }),
  labels: { ...scheduleTeamLabel, month: { en: 'Month', es: 'Mes' } },
  answer: monthScheduleSchema,
})

export const saveWorkSchedule = writeEndpoint({
  method: 'POST',
  path: '/sys/schedule/save',
  access: menuIds.workScheduleDetails,
  encoding: 'json',
  summary:
    "The team's leader (or whoever is over the teams) sets members' days to work, leave or off. A day past on the member's own clock, or outside their time in the team, is refused and nothing is saved.",
  input: z.object({
    teamId: id,
    changes: z
      .array(z.object({ memberId: id, date: calendarDay, day: z.enum(settableScheduleDays) }))
      .min(1, 'required')
      .max(scheduleChangesMax, 'tooLong'),
    clientMutationId,
  }),
  labels: {
    ...scheduleTeamLabel,
    changes: { en: 'Days changed', es: 'Días cambiados' },
    ...writeLabels,
  },
  answer: z.object({ changed: z.number() }),
})
