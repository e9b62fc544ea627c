import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { text } from './fields.ts'
import { menuIds } from './menus.ts'

export const appSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  hasOwnApp: z.boolean(),
  /** The money it lends in: amounts of its cases are counted in its minor units (an automatic rule's range). */
  currency: z.string(),
  /** The brand whose app handles this brand's loans and repayments, when it has none of its own. */
  handledByAppName: z.string().nullable(),
})
export type App = z.infer<typeof appSchema>

export const teamTypeSchema = z.object({ id: z.number(), code: z.string(), name: z.string() })
export type TeamType = z.infer<typeof teamTypeSchema>

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  teamTypeId: z.number(),
  /** The type's code ('collection', 'sales'): the teams screen lists the sales teams apart (team sellers). */
  teamTypeCode: z.string(),
  teamTypeName: z.string(),
  /** The leader and the manager are members; their names read '' when the team has none. */
  leaderId: z.number().nullable(),
  leaderName: z.string(),
  managerId: z.number().nullable(),
  managerName: z.string(),
  dutyDays: z.array(z.number().int().min(1).max(7)),
  memberCount: z.number(),
})
export type Team = z.infer<typeof teamSchema>

export const allApps = endpoint({
  method: 'POST',
  path: '/sys/menu/allApp',
  access: 'signedIn',
  encoding: 'json',
  summary: 'The loan brands (apps) for menus and filters.',
  input: z.object({ teamId: text.max(20, 'tooLong').optional() }),
  labels: { teamId: { en: 'Team', es: 'Equipo' } },
  answer: z.array(appSchema),
})

export const allTeamTypes = endpoint({
  method: 'GET',
  path: '/sys/team/allTeamType',
  access: menuIds.staffs,
  encoding: 'form',
  summary: 'Team types, named in the request language.',
  input: undefined,
  answer: z.array(teamTypeSchema),
})

export const allTeams = endpoint({
  method: 'GET',
  path: '/sys/team/all',
  access: menuIds.staffs,
  encoding: 'form',
  summary: 'Every team; the client keeps the ones with a leader for the team-leader filter.',
  input: undefined,
  answer: z.array(teamSchema),
})

export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  encoding: 'form',
  summary: 'Liveness and database reachability.',
  input: undefined,
  answer: z.object({ status: z.literal('ok') }),
})
