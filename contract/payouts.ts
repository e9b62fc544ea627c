import { z } from 'zod'
import type { Bilingual } from './bilingual.ts'
import { endpoint } from './endpoint.ts'
import { id, idFromText, isoDate, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { salaryPeriodSchema } from './salary.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * Company account payouts (spec section 2, Financial: accoutpayout, menu 103, and accoutpayout/details/{id};
 * issue 24): a batch per salary period paying each member their net salary from the company's account
 * in their currency; each line pending until finance types in the bank's answer, succeed (with the
 * transfer's reference) or failed (with the reason), by someone other than the batch's maker.
 * docs/decisions/0053 says how.
 */

export const payoutLineStatuses = ['pending', 'succeed', 'failed'] as const
export type PayoutLineStatus = (typeof payoutLineStatuses)[number]
export const payoutBatchStatuses = ['pending', 'done'] as const
export type PayoutBatchStatus = (typeof payoutBatchStatuses)[number]

export const payoutStatusWords: Readonly<Record<PayoutLineStatus | PayoutBatchStatus, Bilingual>> = {
  pending: { en: 'Pending', es: 'Pendiente' },
  succeed: { en: 'Succeeded', es: 'Exitoso' },
  failed: { en: 'Failed', es: 'Fallido' },
  done: { en: 'Done', es: 'Terminado' },
}

export const payoutReferenceMax = 100
export const payoutReasonMax = 500

/** One currency's lines of a batch: how many and how much, in all and by status. Never across currencies. */
export const payoutTotalSchema = z.object({
  currency: z.string(),
  lines: z.number(),
  amount: z.number(),
  pending: z.number(),
  succeed: z.number(),
  failed: z.number(),
  pendingAmount: z.number(),
  succeedAmount: z.number(),
  failedAmount: z.number(),
})
export type PayoutTotal = z.infer<typeof payoutTotalSchema>

/** A batch as the list shows it; its status derived from its lines (pending while any line is). */
export const payoutBatchSchema = z.object({
  id: z.number(),
  period: salaryPeriodSchema,
  madeById: z.number(),
  madeByName: z.string(),
  madeAt: z.string(),
  lines: z.number(),
  pending: z.number(),
  succeed: z.number(),
  failed: z.number(),
  status: z.enum(payoutBatchStatuses),
  totals: z.array(payoutTotalSchema),
})
export type PayoutBatch = z.infer<typeof payoutBatchSchema>

/** One member's line: their net pay of the period, the company account it is paid from, the bank's answer. */
export const payoutLineSchema = z.object({
  id: z.number(),
  batchId: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  username: z.string(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  /** The company account paid from (PAYOUT_ACCOUNTS); the staff table keeps no member bank account. */
  account: z.string(),
  status: z.enum(payoutLineStatuses),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
})
export type PayoutLine = z.infer<typeof payoutLineSchema>

/** A member the batch left out: their net for the period was nothing to pay (0 or less). */
export const payoutLeftOutSchema = z.object({
  memberId: z.number(),
  memberName: z.string(),
  teamName: z.string().nullable(),
  currency: z.string(),
  net: z.number(),
})
export type PayoutLeftOut = z.infer<typeof payoutLeftOutSchema>

export const payoutDetailsSchema = z.object({
  batch: payoutBatchSchema,
  lines: z.array(payoutLineSchema),
  leftOut: z.array(payoutLeftOutSchema),
})
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

export const payoutList = endpoint({
  method: 'GET',
  path: '/financial/accoutpayout/list',
  access: menuIds.accountPayout,
  encoding: 'form',
  summary:
    'Every payout batch, newest period first: its period, who made it and when, its lines by status and its totals per currency (lines of members the caller reaches); and the salary periods a batch may be made for, with whether each has one.',
  input: z.object({}),
  labels: {},
  answer: z.object({
    batches: z.array(payoutBatchSchema),
    periods: z.array(salaryPeriodSchema.extend({ batchId: z.number().nullable() })),
  }),
})
export type PayoutList = z.infer<typeof payoutList.answer>

export const payoutDetails = endpoint({
  method: 'GET',
  path: '/financial/accoutpayout/details',
  access: menuIds.accountPayout,
  encoding: 'form',
  summary:
    "One payout batch: its lines (member, team, amount and currency, the account paid from, status and the bank's answer), the members left out, and its totals per currency and status.",
  input: z.object({ batchId: idFromText }),
  labels: { batchId: { en: 'Payout batch', es: 'Lote de pagos' } },
  answer: payoutDetailsSchema,
})

export const makePayoutBatch = writeEndpoint({
  method: 'POST',
  path: '/financial/accoutpayout/make',
  access: menuIds.accountPayout,
  encoding: 'json',
  summary:
    "Makes the payout batch of a salary period from the salary figures: a pending line per member and currency with a net above 0, paid from the company's account in that currency; the others are listed as left out. A period has at most one batch (409 payout.periodHasBatch).",
  input: z.object({
    /** Any day of the salary period. */
    period: isoDate,
    clientMutationId,
  }),
  labels: { ...writeLabels, period: { en: 'Salary period', es: 'Periodo de salario' } },
  answer: payoutDetailsSchema,
})

const lineLabel = { lineId: { en: 'Payout line', es: 'Línea de pago' } } as const

export const markPayoutSucceed = writeEndpoint({
  method: 'POST',
  path: '/financial/accoutpayout/succeed',
  access: menuIds.accountPayout,
  encoding: 'json',
  summary:
    "Records the bank's answer that a pending line was paid, with the transfer's reference; by someone other than the batch's maker.",
  input: z.object({
    lineId: id,
    reference: text.trim().min(1, 'payout.reference').max(payoutReferenceMax, 'tooLong'),
    clientMutationId,
  }),
  labels: {
    ...writeLabels,
    ...lineLabel,
    reference: { en: 'Transfer reference', es: 'Referencia de la transferencia' },
  },
  answer: payoutLineSchema,
})

export const markPayoutFailed = writeEndpoint({
  method: 'POST',
  path: '/financial/accoutpayout/fail',
  access: menuIds.accountPayout,
  encoding: 'json',
  summary:
    "Records the bank's answer that a pending line was not paid, with the reason; by someone other than the batch's maker.",
  input: z.object({
    lineId: id,
    reason: text.trim().min(1, 'payout.reason').max(payoutReasonMax, 'tooLong'),
    clientMutationId,
  }),
  labels: { ...writeLabels, ...lineLabel, reason: { en: 'Reason', es: 'Motivo' } },
  answer: payoutLineSchema,
})
