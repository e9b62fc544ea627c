import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { WorkdayItem } from '../../../contract/workday.ts'
import { workdayItemsShown } from '../../../contract/workday.ts'
import type { Database } from '../../database/connect.ts'
import { instant, qualified } from '../../database/qualified.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, todos } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { type DayBounds, type GroupQuery, openCases, type Scope, scopeCondition } from '../cases/index.ts'

export type GroupCounts = Map<number | null, { count: number; overdue: number }>

/** The group's count and overdue count per case owner (null: nobody holds it). */
export async function groupCounts(
  db: Database,
  group: GroupQuery,
  scope: Scope,
  bounds: DayBounds,
  within?: SQL,
): Promise<GroupCounts> {
  const overdue = group.dueAt ? sql`${group.dueAt} < ${instant(bounds.now)}` : sql`false`
  const fields = {
    ownerId: cases.ownerId,
    n: count(),
    overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
  }
  const where = and(scopeCondition(scope), within, openCases, group.where(bounds))
  const rows = await (group.from === 'todos'
    ? db.select(fields).from(todos).innerJoin(cases, eq(cases.id, todos.caseId)).where(where)
    : db.select(fields).from(cases).where(where)
  ).groupBy(cases.ownerId)
  return new Map(rows.map((row) => [row.ownerId, { count: row.n, overdue: row.overdue }]))
}

/** The group's first items, soonest first. */
export async function groupItems(
  db: Database,
  group: GroupQuery,
  scope: Scope,
  bounds: DayBounds,
  within?: SQL,
): Promise<WorkdayItem[]> {
  const fields = {
    caseId: cases.id,
    caseNo: cases.caseNo,
    customerName: cases.customerName,
    owner: sql<
      string | null
    >`(select ${qualified(users.displayName)} from ${users} where ${qualified(users.id)} = ${qualified(cases.ownerId)})`,
    dueAt: group.dueAt ?? sql<null>`null`,
    owed: sql<number>`${cases.amount} - ${cases.paidAmount}`.mapWith(Number),
    currency: sql<string>`(select ${qualified(apps.currency)} from ${apps} where ${qualified(apps.id)} = ${qualified(cases.appId)})`,
    overdueDays: sql<number>`greatest(0, ${bounds.day.date}::date - ${cases.dueDate})`.mapWith(Number),
    todoText: group.from === 'todos' ? todos.text : sql<null>`null`,
  }
  const where = and(scopeCondition(scope), within, openCases, group.where(bounds))
  const rows = await (group.from === 'todos'
    ? db.select(fields).from(todos).innerJoin(cases, eq(cases.id, todos.caseId)).where(where)
    : db.select(fields).from(cases).where(where)
  )
    .orderBy(...group.orderBy)
    .limit(workdayItemsShown)
  return rows.map((row) => {
    const dueAt = row.dueAt as Date | null
    return {
      caseId: row.caseId,
      caseNo: row.caseNo,
      customerName: row.customerName,
      owner: row.owner,
      at: dueAt ? dueAt.toISOString() : null,
      overdue: dueAt !== null && dueAt < bounds.now,
      owed: row.owed,
      currency: row.currency,
      overdueDays: row.overdueDays,
      todoText: row.todoText,
    }
  })
}
