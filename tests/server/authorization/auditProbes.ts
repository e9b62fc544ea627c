import { asc, eq } from 'drizzle-orm'
import { transitions } from '../../../server/database/schema/audit.ts'
import type { AreaProbes, ProbesOf } from './probeKit.ts'

/** A recorded case's history: the audit reads every team's, so the row is every team's (teamId null). */
const history: ProbesOf = async (_caller, { server }) => {
  const [step] = await server.db
    .select({ id: transitions.entityId })
    .from(transitions)
    .where(eq(transitions.entityType, 'case'))
    .orderBy(asc(transitions.id))
    .limit(1)
  return [
    { label: `case ${step!.id}'s history`, input: { kind: 'case', id: step!.id }, rows: [{ teamId: null }] },
  ]
}

/** The audit's reads (contract/auditActions.ts), for the authorization matrix. */
export const auditProbes: AreaProbes = {
  byPath: {
    '/collection/audit/objects': async () => [
      { label: 'cases numbered 1', input: { kind: 'case', search: '1' }, rows: [{ teamId: null }] },
    ],
    '/collection/audit/history': history,
    '/collection/audit/history/export': history,
    '/collection/audit/history/json': history,
  },
}
