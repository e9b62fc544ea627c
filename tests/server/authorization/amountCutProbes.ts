import { eq } from 'drizzle-orm'
import { requestAmountCut } from '../../../contract/amountCuts.ts'
import { amountCuts } from '../../../server/database/schema/amountCuts.ts'
import {
  type AreaProbes,
  type Caller,
  casesAround,
  noRow,
  onCasesAround,
  type ProbeContext,
  type ProbesOf,
  write,
} from './probeKit.ts'

/** A cut asked for by the caller, where they may, on each case around them that has none waiting. */
async function askAround(caller: Caller, context: ProbeContext) {
  for (const around of await casesAround(caller, context))
    await context.server.call(
      requestAmountCut,
      { caseId: around.id, kind: 'normal', amount: 1, remark: 'Matrix probe', ...write() },
      { token: caller.token },
    )
}

/**
 * Every pending cut, with the facts the review's rule reads: who asked (the row's owner) and its team.
 * The caller first asks for cuts around them, so a review probed after another (which passed the others'
 * cuts) still meets pending ones of both kinds.
 */
const onPendingCuts =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async (caller, context) => {
    const { server } = context
    await askAround(caller, context)
    const pending = await server.db
      .select({ id: amountCuts.id, ownerId: amountCuts.requesterId, teamId: amountCuts.teamId })
      .from(amountCuts)
      .where(eq(amountCuts.status, 'pending'))
    return pending.map((cut) => ({
      label: `cut ${cut.id} (asked by ${cut.ownerId}, team ${cut.teamId})`,
      input: { cutId: cut.id, ...extra(), ...write() },
      rows: [cut],
    }))
  }

/** The amount cuts' calls (contract/amountCutActions.ts), for the authorization matrix. */
export const amountCutProbes: AreaProbes = {
  rowsOfEachCaller: askAround,
  byPath: {
    '/collection/amountCut/case': onCasesAround(({ id }) => ({ caseId: String(id) })),
    '/collection/amountCut/apply': onCasesAround(({ id }) => ({
      caseId: id,
      kind: 'normal',
      amount: 1,
      remark: '',
      ...write(),
    })),
    '/collection/amountCut/list': noRow(() => ({})),
    '/collection/amountCut/export': noRow(() => ({})),
    '/collection/amountCut/pass': onPendingCuts(() => ({})),
    '/collection/amountCut/reject': onPendingCuts(() => ({ rejection: 'Matrix probe' })),
  },
}
