import { and, asc, eq, isNull } from 'drizzle-orm'
import { decideCaseEvent, type StoredLifecycle } from '../../machines/caseDecisions.ts'
import { recordTransition } from '../services/transitions.ts'
import type { AreaSeed } from './areaSeed.ts'
import type { Database } from './connect.ts'
import { cases, saleOrderEntries } from './schema/cases.ts'
import { apps } from './schema/system.ts'

const hourMs = 3_600_000

/**
 * Some of the demo seller's sale orders entered the app (one in four of their open sale cases, a few
 * hours after each was allocated), kept and recorded on the case as the loan platform's telling is:
 * the seller's figures and case histories show it. The dashboards' seed, after this one, counts them.
 * (The seed writes the rows itself: an area seed may not import an area that reads the schema.)
 */
async function seedSellersPerformance(db: Database) {
  const saleCases = await db
    .select({
      id: cases.id,
      caseNo: cases.caseNo,
      ownerId: cases.ownerId,
      lifecycle: cases.lifecycle,
      allocatedAt: cases.allocatedAt,
      currency: apps.currency,
    })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(and(eq(cases.kind, 'sale'), isNull(cases.closedAt)))
    .orderBy(asc(cases.id))
  const now = Date.now()
  await db.transaction(async (tx) => {
    for (const [index, saleCase] of saleCases.entries()) {
      if (index % 4 !== 0 || saleCase.ownerId === null) continue
      const allocated = saleCase.allocatedAt.getTime()
      const enteredAt = new Date(
        Math.max(allocated, Math.min(now - hourMs, allocated + ((index % 9) + 1) * hourMs)),
      )
      const platformOrderId = `SEED-ORD-${saleCase.caseNo}`
      const orderNo = `LN-${saleCase.caseNo.replace(/\D/g, '')}`
      await tx.insert(saleOrderEntries).values({
        platformOrderId,
        caseId: saleCase.id,
        orderNo,
        appliedAmount: 200_000 + (index % 7) * 50_000,
        currency: saleCase.currency,
        enteredAt,
        sellerId: saleCase.ownerId,
      })
      const event = { type: 'SALE_ORDER_ENTERED_APP', orderNo } as const
      const decision = decideCaseEvent(saleCase.lifecycle as StoredLifecycle, event)
      if (decision.allowed)
        await recordTransition(tx, { type: 'case', id: saleCase.id }, decision, event, {
          userId: null,
          clientMutationId: platformOrderId,
        })
    }
  })
}

export const sellersPerformanceSeed: AreaSeed = { area: 'sellersPerformance', seed: seedSellersPerformance }
