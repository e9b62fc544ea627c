import { eq } from 'drizzle-orm'
import { makePayoutBatch } from '../../../contract/payouts.ts'
import { salaryList } from '../../../contract/salary.ts'
import { payoutBatches, payoutLines } from '../../../server/database/schema/payouts.ts'
import { type AreaProbes, noRow, type ProbesOf, write } from './probeKit.ts'

/**
 * Every pending line, with the facts the review's rule reads: who made its batch (the row's owner) and
 * its member's team. A batch is made first by the office manager, when none is, so the lines exist.
 */
const onPendingLines =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async (_caller, { server }) => {
    const office = await server.signInAs('officemanager')
    const { body } = await server.call(salaryList, {}, { token: office })
    await server.call(makePayoutBatch, { period: body.data.period.from, ...write() }, { token: office })
    const pending = await server.db
      .select({ id: payoutLines.id, ownerId: payoutBatches.madeBy, teamId: payoutLines.teamId })
      .from(payoutLines)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
      .where(eq(payoutLines.status, 'pending'))
      .limit(6)
    return pending.map((line) => ({
      label: `payout line ${line.id} (batch by ${line.ownerId}, team ${line.teamId})`,
      input: { lineId: line.id, ...extra(), ...write() },
      rows: [line],
    }))
  }

/** The company payouts' calls (contract/payoutActions.ts), for the authorization matrix. */
export const payoutProbes: AreaProbes = {
  byPath: {
    '/financial/accoutpayout/list': noRow(() => ({})),
    '/financial/accoutpayout/details': async (_caller, { server }) => {
      const [batch] = await server.db.select({ id: payoutBatches.id }).from(payoutBatches).limit(1)
      return [{ label: 'a batch', input: { batchId: String(batch?.id ?? 1) }, rows: [] }]
    },
    '/financial/accoutpayout/make': noRow(() => ({ period: '2020-01-15', ...write() })),
    '/financial/accoutpayout/succeed': onPendingLines(() => ({ reference: 'Matrix probe' })),
    '/financial/accoutpayout/fail': onPendingLines(() => ({ reason: 'Matrix probe' })),
  },
}
