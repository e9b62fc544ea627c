import { eq } from 'drizzle-orm'
import { recordOfflineRepayment } from '../../../contract/offlineRepayments.ts'
import { offlineRepayments } from '../../../server/database/schema/offlineRepayments.ts'
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

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const record = (caseId: number) => ({
  caseId,
  amount: 100,
  paidOn: new Date().toISOString().slice(0, 10),
  reference: 'MATRIX',
  receipt: png,
  ...write(),
})

/** One recorded by the caller, where they may, on each case around them with none waiting. */
async function recordAround(caller: Caller, context: ProbeContext) {
  for (const around of await casesAround(caller, context))
    await context.server.call(recordOfflineRepayment, record(around.id) as never, { token: caller.token })
}

/** Every pending one, with the facts the review's rule reads; the caller records first, as for the cuts. */
const onPending =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async (caller, context) => {
    await recordAround(caller, context)
    const pending = await context.server.db
      .select({
        id: offlineRepayments.id,
        ownerId: offlineRepayments.requesterId,
        teamId: offlineRepayments.teamId,
      })
      .from(offlineRepayments)
      .where(eq(offlineRepayments.status, 'pending'))
    return pending.map((row) => ({
      label: `offline repayment ${row.id} (recorded by ${row.ownerId}, team ${row.teamId})`,
      input: { repaymentId: row.id, ...extra(), ...write() },
      rows: [row],
    }))
  }

/** The offline repayments' calls (contract/offlineRepaymentActions.ts), for the authorization matrix. */
export const offlineRepaymentProbes: AreaProbes = {
  rowsOfEachCaller: recordAround,
  byPath: {
    '/collection/offlineRepayment/record': onCasesAround(({ id }) => record(id)),
    '/collection/offlineRepayment/case': onCasesAround(({ id }) => ({ caseId: String(id) })),
    // The receipt is read by whoever reaches its case: one per case around the caller.
    '/collection/offlineRepayment/receipt': async (caller, context) => {
      const around = await casesAround(caller, context)
      const probes = []
      for (const kase of around) {
        const [kept] = await context.server.db
          .select({ id: offlineRepayments.id })
          .from(offlineRepayments)
          .where(eq(offlineRepayments.caseId, kase.id))
          .limit(1)
        if (kept)
          probes.push({
            label: `receipt ${kept.id} (case ${kase.id})`,
            input: { repaymentId: String(kept.id) },
            rows: [kase],
          })
      }
      return probes
    },
    '/collection/offlineRepayment/list': noRow(() => ({})),
    '/collection/offlineRepayment/export': noRow(() => ({})),
    '/collection/offlineRepayment/pass': onPending(() => ({})),
    '/collection/offlineRepayment/reject': onPending(() => ({ rejection: 'Matrix probe' })),
  },
}
