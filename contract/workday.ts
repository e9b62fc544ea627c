import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { idFromText } from './fields.ts'
import { menuIds } from './menus.ts'

/** How many items of a group the day lists; the rest are in the case list. */
export const workdayItemsShown = 5

/** One case to act on today, with what makes it due. */
export const workdayItemSchema = z.object({
  caseId: z.number(),
  caseNo: z.string(),
  customerName: z.string(),
  /** Who holds the case (a leader's and a manager's day name them). */
  owner: z.string().nullable(),
  /** The appointment or promised date, or the to-do's due time; null for a case not yet contacted. */
  at: z.string().nullable(),
  /** Its time has passed and it is still to do. */
  overdue: z.boolean(),
  /** Still owed on the case, in minor units of its currency. */
  owed: z.number(),
  currency: z.string(),
  overdueDays: z.number(),
  /** The to-do's own text, for the to-dos group. */
  todoText: z.string().nullable(),
})
export type WorkdayItem = z.infer<typeof workdayItemSchema>

/** A group's count (overdue ones among them), and its first items, overdue first then soonest. */
export const workdayGroupSchema = z.object({
  count: z.number(),
  overdue: z.number(),
  items: z.array(workdayItemSchema),
})
export type WorkdayGroup = z.infer<typeof workdayGroupSchema>

export const workdayGroupNames = ['appointments', 'promises', 'notContacted', 'todos'] as const
export type WorkdayGroupName = (typeof workdayGroupNames)[number]

/** A team member's counts, for a leader to see who needs help. */
export const workdayMemberSchema = z.object({
  userId: z.number(),
  name: z.string(),
  overdueAppointments: z.number(),
  appointments: z.number(),
  promises: z.number(),
  notContacted: z.number(),
  todos: z.number(),
})
export type WorkdayMember = z.infer<typeof workdayMemberSchema>

/** A team's counts, on the team's own clock (its leader's), for a manager to see which team needs help. */
export const workdayTeamSchema = z.object({
  teamId: z.number(),
  name: z.string(),
  /** The team's clock and the day it reads there (yyyy-MM-dd): Lagos may be a day ahead of Mexico City. */
  timeZone: z.string(),
  date: z.string(),
  overdueAppointments: z.number(),
  appointments: z.number(),
  promises: z.number(),
  notContacted: z.number(),
  todos: z.number(),
})
export type WorkdayTeam = z.infer<typeof workdayTeamSchema>

export const workdayAnswer = z.object({
  /** The day on the caller's clock (yyyy-MM-dd), and the moment the answer was made. */
  date: z.string(),
  asOf: z.string(),
  /** Whose cases: the caller's own, their team's, or every team's. */
  scope: z.enum(['own', 'team', 'all']),
  /** Call-backs and visits due by the end of the day (and those whose time passed, still open). */
  appointments: workdayGroupSchema,
  /** Cases whose last booked date is a promise to pay, falling due by the end of the day. */
  promises: workdayGroupSchema,
  /** Open cases with no collection record dialled today. */
  notContacted: workdayGroupSchema,
  /** To-dos not done, due by the end of the day, on open cases. */
  todos: workdayGroupSchema,
  /** Per member, for a team leader's team; empty otherwise. */
  members: z.array(workdayMemberSchema),
  /** Per team, each on its own clock, for a manager's day; empty otherwise. */
  teams: z.array(workdayTeamSchema),
})
export type Workday = z.infer<typeof workdayAnswer>

export const workday = endpoint({
  method: 'GET',
  path: '/collection/workday/today',
  access: menuIds.cases,
  encoding: 'form',
  summary:
    "The caller's day on their own clock: appointments and promises to pay due today (overdue first), open cases not yet contacted today, to-dos due, each with its count and first cases. A collector's own cases, a team leader's team's (with each member's counts), a manager's; memberId narrows a leader's or manager's day to one member, teamId a manager's to one team (read on that team's clock, with its members). A manager's day reads each team's cases on the team's own clock (its leader's time zone) and lists each team's counts.",
  input: z.object({ memberId: idFromText.optional(), teamId: idFromText.optional() }),
  labels: { memberId: { en: 'Collector', es: 'Cobrador' }, teamId: { en: 'Team', es: 'Equipo' } },
  answer: workdayAnswer,
})
