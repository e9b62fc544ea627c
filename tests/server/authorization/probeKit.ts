import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Actor } from '../../../contract/actions.ts'
import type { RowFacts } from '../../../contract/policy.ts'
import { cases } from '../../../server/database/schema/cases.ts'
import { teams } from '../../../server/database/schema/system.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * What every area's probes are made of (tests/server/authorizationMatrix.test.ts runs them): an area
 * declares how to call each of its paths in `tests/server/authorization/<area>Probes.ts`, with these
 * types and the row pickers several areas share.
 */

/** One way to call an endpoint, on the rows it names: the server must refuse it iff the policy refuses. */
export interface Probe {
  label: string
  input: unknown
  /** The rows the call touches (a case and the team it goes to, say); none for a call that names none. */
  rows: RowFacts[]
  /** A member placed with a role in a team, by an addition or an edit. */
  placement?: { memberId: number | null; roleId: number; teamId: number | null }
  current?: { roleId: number; teamId: number | null }
}

/** A demo user, signed in. */
export interface Caller extends Actor {
  username: string
  token: string
}

/** The run the probes are made in: its server on a fresh database, and a counter for new names. */
export interface ProbeContext {
  server: TestServer
  /** A number no earlier call has returned in this run, for names and numbers that must be new. */
  unique: () => number
}

/** How to call one endpoint on the rows around a caller. */
export type ProbesOf = (caller: Caller, context: ProbeContext) => Promise<Probe[]>

/** An area's probes: one per path the area's actions post (contract/<area>Actions.ts). */
export interface AreaProbes {
  byPath: Record<string, ProbesOf>
  /** Rows each caller makes before any call is tried (a leave asked for, say), so every role meets some. */
  rowsOfEachCaller?: (caller: Caller, context: ProbeContext) => Promise<void>
}

export const write = () => ({ clientMutationId: randomUUID() })

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

// Row pickers relative to the caller: their own, one of their team held by someone else, one of another team.
export const firstOf = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0]
export const otherTeamThan = (column: AnyPgColumn, teamId: number | null) =>
  teamId === null ? isNotNull(column) : and(isNotNull(column), ne(column, teamId))

/** A call that names no row: the menu and the read-only roles decide. */
export const noRow =
  (input: () => unknown): ProbesOf =>
  async () => [{ label: 'no row', input: input(), rows: [] }]

/** The caller's team and another one. */
export async function teamsAround(caller: Caller, { server }: ProbeContext) {
  const all = (await server.db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id))).map((t) => t.id)
  return [...new Set([caller.teamId, all.find((id) => id !== caller.teamId)])].filter(
    (id) => id !== null && id !== undefined,
  )
}

export type CaseFacts = { id: number; ownerId: number | null; teamId: number | null }

/** Open cases of a kind: the caller's own, one of their team held by someone else, one of another team. */
export async function casesAround(
  caller: Caller,
  { server }: ProbeContext,
  kind: 'collection' | 'sale' = 'collection',
): Promise<CaseFacts[]> {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: cases.id, ownerId: cases.ownerId, teamId: cases.teamId })
        .from(cases)
        .where(and(where, eq(cases.kind, kind), isNull(cases.closedAt)))
        .orderBy(asc(cases.id))
        .limit(1),
    )
  const found = [
    await pick(and(eq(cases.ownerId, caller.userId))),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(cases.teamId, caller.teamId), ne(cases.ownerId, caller.userId))),
    await pick(and(otherTeamThan(cases.teamId, caller.teamId))),
  ]
  return found.filter((row) => row !== undefined)
}

/** A call on a case (of the cases and the case allocation areas), once per case around the caller. */
export const onCasesAround =
  (input: (row: CaseFacts, context: ProbeContext) => Promise<unknown> | unknown): ProbesOf =>
  async (caller, context) =>
    Promise.all(
      (await casesAround(caller, context)).map(async (row) => ({
        label: `case ${row.id} (holder ${row.ownerId}, team ${row.teamId})`,
        input: await input(row, context),
        rows: [row],
      })),
    )
