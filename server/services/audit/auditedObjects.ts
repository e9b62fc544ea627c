import { type SQL, sql } from 'drizzle-orm'
import type { AuditedKind, AuditObject } from '../../../contract/audit.ts'
import { stateLeaves } from '../../../machines/historyReplay.ts'
import type { Database } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { auditedObjects } from './auditedObjectsByKind.ts'

interface ObjectRow {
  id: number | string
  number: string
  about: string
  lifecycle: { value: unknown; context: Record<string, unknown> }
  steps: number | string
  last_at: Date | string | null
}

const toObject = (kind: AuditedKind, row: ObjectRow): AuditObject & { stored: ObjectRow['lifecycle'] } => ({
  kind,
  id: Number(row.id),
  number: row.number,
  about: row.about,
  state: stateLeaves(row.lifecycle.value).join(' · '),
  steps: Number(row.steps),
  lastAt: row.last_at === null ? null : new Date(row.last_at).toISOString(),
  stored: row.lifecycle,
})

function selectObjects(db: Database, kind: AuditedKind, where: SQL) {
  return db.execute(sql`
    select o.id, o.number, o.about, o.lifecycle,
      (select count(*) from transitions t where t.entity_type = ${kind} and t.entity_id = o.id) as steps,
      (select max(t.created_at) from transitions t where t.entity_type = ${kind} and t.entity_id = o.id) as last_at
    from (${auditedObjects[kind]}) o
    where ${where}
    order by o.id desc
    limit 20`)
}

/** Objects of one kind by their number as typed, or by their id when it is a whole number. */
export async function findObjects(db: Database, kind: AuditedKind, search: string): Promise<AuditObject[]> {
  // '#12' is how the kinds without a number of their own are shown: their id.
  const typedId = search.replace(/^#/, '')
  const id = /^\d{1,9}$/.test(typedId) ? Number(typedId) : null
  const where = id === null ? sql`o.number = ${search}` : sql`(o.number = ${search} or o.id = ${id})`
  const rows = executedRows<ObjectRow>(await selectObjects(db, kind, where))
  return rows.map((row) => {
    const { stored: _stored, ...object } = toObject(kind, row)
    return object
  })
}

/** One object with the state it holds, or undefined when none of this kind has the id. */
export async function objectById(db: Database, kind: AuditedKind, id: number) {
  const [row] = executedRows<ObjectRow>(await selectObjects(db, kind, sql`o.id = ${id}`))
  return row && toObject(kind, row)
}
