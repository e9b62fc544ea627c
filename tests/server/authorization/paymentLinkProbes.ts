import { eq } from 'drizzle-orm'
import { generatePaymentLink } from '../../../contract/paymentLinks.ts'
import { cases } from '../../../server/database/schema/cases.ts'
import { paymentLinks } from '../../../server/database/schema/paymentLinks.ts'
import {
  type AreaProbes,
  type Caller,
  casesAround,
  onCasesAround,
  type ProbeContext,
  type ProbesOf,
  write,
} from './probeKit.ts'

/** A link made by the caller, where they may, on each case around them that has none active. */
async function generateAround(caller: Caller, context: ProbeContext) {
  for (const around of await casesAround(caller, context))
    await context.server.call(
      generatePaymentLink,
      { caseId: around.id, amount: 100, ...write() },
      { token: caller.token },
    )
}

/** Every active link, with the facts of its case the rule reads: its holder and team. */
const onActiveLinks: ProbesOf = async (caller, context) => {
  await generateAround(caller, context)
  const active = await context.server.db
    .select({ id: paymentLinks.id, ownerId: cases.ownerId, teamId: cases.teamId })
    .from(paymentLinks)
    .innerJoin(cases, eq(cases.id, paymentLinks.caseId))
    .where(eq(paymentLinks.status, 'active'))
  return active.map((link) => ({
    label: `link ${link.id} (case of ${link.ownerId}, team ${link.teamId})`,
    input: { linkId: link.id, ...write() },
    rows: [{ ownerId: link.ownerId, teamId: link.teamId }],
  }))
}

/** The payment links' calls (contract/paymentLinkActions.ts), for the authorization matrix. */
export const paymentLinkProbes: AreaProbes = {
  rowsOfEachCaller: generateAround,
  byPath: {
    '/collection/paymentLink/case': onCasesAround(({ id }) => ({ caseId: String(id) })),
    '/collection/paymentLink/generate': onCasesAround(({ id }) => ({ caseId: id, amount: 100, ...write() })),
    '/collection/paymentLink/cancel': onActiveLinks,
  },
}
