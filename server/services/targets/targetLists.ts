import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { reachOf } from '../../../contract/policy.ts'
import { targetReads } from '../../../contract/targetActions.ts'
import type { personTargetList, TargetPage, TargetSort, teamTargetList } from '../../../contract/targets.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { teams } from '../../database/schema/system.ts'
import { targets } from '../../database/schema/targets.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import { assertMayOnRow, reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { periodHolding, periodsAround } from './targetPeriods.ts'
import { type RawTargetRow, selectTargetRows, targetPerson, toTargetRows } from './targetRows.ts'

/**
 * The lists of a salary period's targets (menus 82 and 83): the teams' and the members', the rows the
 * caller reaches (contract/policy.ts), a page at a time by name, each row with its progress.
 */

type Settings = Pick<DashboardSettings, 'salaryPeriodStartDay'>
type TeamListInput = z.output<typeof teamTargetList.input>
type PersonListInput = z.output<typeof personTargetList.input>

const name = z.string().max(400)

const teamKeyset: KeysetList<TargetSort, RawTargetRow> = {
  tiebreak: targets.id,
  tiebreakOf: (row) => row.id,
  sorts: { name: byColumn(teams.name, name, (row) => row.teamName) },
}

const personKeyset: KeysetList<TargetSort, RawTargetRow> = {
  tiebreak: targets.id,
  tiebreakOf: (row) => row.id,
  sorts: { name: byColumn(targetPerson.displayName, name, (row) => row.personName ?? '') },
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

type Filters = Pick<PersonListInput, 'teamId' | 'currency' | 'search'>
const filters: FilterConditions<Filters, null> = {
  teamId: (teamId) => eq(targets.teamId, teamId),
  currency: (currency) => eq(targets.currency, currency),
  search: (search) => sql`${targetPerson.displayName} ilike ${`%${escapeLike(search)}%`}`,
}

async function listOf(
  db: Database,
  user: SignedInUser,
  input: TeamListInput & Partial<Pick<PersonListInput, 'search'>>,
  kind: 'team' | 'person',
  settings: Settings,
): Promise<TargetPage> {
  const reader = kind === 'team' ? targetReads.teamList : targetReads.personList
  // A team asked for beyond the caller's reach is refused, never widened nor quietly emptied.
  if (input.teamId !== undefined) assertMayOnRow(reader.whoMay, user, { teamId: input.teamId })
  const now = new Date()
  const period = periodHolding(input.period, settings.salaryPeriodStartDay, now, user.timeZone)
  const where = and(
    eq(targets.periodStart, period.from),
    eq(targets.kind, kind),
    reachCondition(reachOf(user), { team: targets.teamId, owner: targets.personId }),
    ...conditionsOf(filters, { teamId: input.teamId, currency: input.currency, search: input.search }, null),
  )
  const { query, pageOf } = pageQuery(
    kind === 'team' ? teamKeyset : personKeyset,
    () => selectTargetRows(db),
    input,
    where,
  )
  const page = pageOf(await query)
  return {
    rows: await toTargetRows(db, page.rows, now, user.timeZone),
    nextCursor: page.nextCursor,
    period,
    periods: periodsAround(
      periodHolding(undefined, settings.salaryPeriodStartDay, now, user.timeZone),
      settings.salaryPeriodStartDay,
    ),
    asOf: now.toISOString(),
  }
}

/** The teams' targets of a period (menu 82). */
export const listTeamTargets = (db: Database, user: SignedInUser, input: TeamListInput, settings: Settings) =>
  listOf(db, user, input, 'team', settings)

/** The members' targets of a period (menu 83), by team and part of a name. */
export const listPersonTargets = (
  db: Database,
  user: SignedInUser,
  input: PersonListInput,
  settings: Settings,
) => listOf(db, user, input, 'person', settings)
