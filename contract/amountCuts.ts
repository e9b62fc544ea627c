import { z } from 'zod'
import type { Bilingual } from './bilingual.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { id, idFromText, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * Amount cuts (spec sections 2, 3 and 5; issue 24): a collector asks for part of a case's charges to be
 * taken off, a reviewer of the finance office (menu 70, "amout") passes or rejects it. A passed cut
 * lowers the case's debt through its lifecycle (AMOUNT_CUT). docs/decisions/0050 says how the bounds
 * are drawn from the case.
 */

/** Normal: part of the charges of any open case. Delayed: a settlement of a case whose payment was delayed. */
export const amountCutKinds = ['normal', 'delayed'] as const
export type AmountCutKind = (typeof amountCutKinds)[number]

export const amountCutStatuses = ['pending', 'passed', 'rejected', 'expired'] as const
export type AmountCutStatus = (typeof amountCutStatuses)[number]

/** The words of a cut's kind and status, the same in the screens and the export. */
export const amountCutKindWords: Readonly<Record<AmountCutKind, Bilingual>> = {
  normal: { en: 'Normal cut', es: 'Quita normal' },
  delayed: { en: 'Cut for a delayed case', es: 'Quita por caso aplazado' },
}
export const amountCutStatusWords: Readonly<Record<AmountCutStatus, Bilingual>> = {
  pending: { en: 'Pending', es: 'Pendiente' },
  passed: { en: 'Passed', es: 'Aprobada' },
  rejected: { en: 'Rejected', es: 'Rechazada' },
  expired: { en: 'Expired', es: 'Vencida' },
}

export const amountCutRemarkMax = 200
export const amountCutRejectionMax = 500

/** The settings the bounds are drawn with (server/config.ts AmountCutSettings), in whole percent. */
export interface AmountCutShares {
  /** A normal cut may take the penalty and this share of the interest. */
  normalInterestPercent: number
  /** A delayed case's cut takes at least this share of the penalty. */
  delayedMinPenaltyPercent: number
}

/** What a case's amounts are, for drawing its bounds: all in the currency's minor units. */
export interface CutBasis {
  amountDue: number
  paidAmount: number
  cutAmount: number
  principal: number
  penalty: number
  delayed: boolean
}

export interface CutBounds {
  /** The interest part of the debt: what is due beyond the principal and the penalty. */
  interest: number
  penalty: number
  /** What the customer still owes. */
  remaining: number
  /** A normal cut must be less than this (0: nothing to cut). */
  normalBelow: number
  /** A delayed case's cut lies between these, both included; null when the case is not delayed. */
  delayed: { min: number; max: number } | null
}

/**
 * The bounds of a cut on this case. A normal cut must stay below the penalty and the set share of the
 * interest, and below what remains: it lowers the charges, never the loan itself, and never settles a
 * case alone. A delayed case may settle: its cut lies between a set share of the penalty and all the
 * charges, never more than what remains.
 */
export function cutBounds(basis: CutBasis, shares: AmountCutShares): CutBounds {
  const interest = Math.max(0, basis.amountDue - basis.principal - basis.penalty)
  const remaining = Math.max(0, basis.amountDue - basis.paidAmount - basis.cutAmount)
  const charges = basis.penalty + interest
  // The cuts already passed used part of what may be cut: repeated cuts never reach the principal.
  const normalBelow = Math.min(
    remaining,
    basis.penalty + Math.floor((interest * shares.normalInterestPercent) / 100) - basis.cutAmount,
  )
  const max = Math.min(remaining, charges - basis.cutAmount)
  const min = Math.max(1, Math.ceil((basis.penalty * shares.delayedMinPenaltyPercent) / 100))
  return {
    interest,
    penalty: basis.penalty,
    remaining,
    normalBelow: normalBelow > 1 ? normalBelow : 0,
    delayed: basis.delayed && min <= max ? { min, max } : null,
  }
}

/** Why a cut of this amount and kind is refused on a case with these bounds; null when it is within them. */
export function cutRefusal(
  bounds: CutBounds,
  kind: AmountCutKind,
  amount: number,
): 'nothingToCut' | 'notDelayed' | 'belowMaximum' | 'betweenBounds' | null {
  if (kind === 'delayed') {
    if (!bounds.delayed) return 'notDelayed'
    return amount < bounds.delayed.min || amount > bounds.delayed.max ? 'betweenBounds' : null
  }
  if (bounds.normalBelow === 0) return 'nothingToCut'
  return amount >= bounds.normalBelow ? 'belowMaximum' : null
}

/** One request as the review (70) and the case detail list it. */
export const amountCutRowSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  caseNo: z.string(),
  /** Which case detail opens it: a collection case's or a sale case's. */
  caseKind: z.enum(['collection', 'sale']),
  customerName: z.string(),
  appName: z.string(),
  kind: z.enum(amountCutKinds),
  amount: z.number(),
  currency: z.string(),
  /** The case's interest and penalty when the cut was asked for. */
  interest: z.number(),
  penalty: z.number(),
  remark: z.string(),
  status: z.enum(amountCutStatuses),
  requesterId: z.number(),
  requesterName: z.string(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  requestedAt: z.string(),
  reviewerName: z.string().nullable(),
  rejection: z.string().nullable(),
  decidedAt: z.string().nullable(),
})
export type AmountCutRow = z.infer<typeof amountCutRowSchema>

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const
const caseIdLabel = { caseId: { en: 'Case', es: 'Caso' } } as const

/** A case's amounts for a cut: its components, its bounds and the cuts asked for on it, newest first. */
export const amountCutSheet = endpoint({
  method: 'GET',
  path: '/collection/amountCut/case',
  access: menuIds.cases,
  encoding: 'form',
  summary:
    "A case's amounts as a cut is drawn from them (interest, penalty, what remains, the bounds of each kind) and the cuts asked for on it.",
  input: z.object({ caseId: idFromText }),
  labels: caseIdLabel,
  answer: z.object({
    currency: z.string(),
    bounds: z.object({
      interest: z.number(),
      penalty: z.number(),
      remaining: z.number(),
      normalBelow: z.number(),
      delayed: z.object({ min: z.number(), max: z.number() }).nullable(),
    }),
    cuts: z.array(amountCutRowSchema),
  }),
})

export const amountCutInput = z.object({
  caseId: id,
  kind: z.enum(amountCutKinds, { message: 'amountCut.kind' }),
  // In the currency's minor units; the form turns what is typed into them (contract/money.ts).
  amount: z
    .number({
      error: (issue) => (issue.input === undefined ? 'amountCut.amountEmpty' : 'amountCut.amountValue'),
    })
    .int('amountCut.amountValue')
    .min(1, 'amountCut.amountValue')
    .max(1_000_000_000_000, 'amountCut.amountValue'),
  remark: text.trim().max(amountCutRemarkMax, 'tooLong').default(''),
})

export const amountCutLabels = {
  caseId: { en: 'Case', es: 'Caso' },
  kind: { en: 'Deduction type', es: 'Tipo de quita' },
  amount: { en: 'Amount', es: 'Monto' },
  remark: { en: 'Remark', es: 'Observación' },
} as const satisfies FieldLabels

export const requestAmountCut = writeEndpoint({
  method: 'POST',
  path: '/collection/amountCut/apply',
  access: menuIds.cases,
  encoding: 'json',
  summary:
    'Asks for an amount cut on a case: its kind, an amount within the bounds drawn from the case, an optional remark. Refused while another cut waits on the case.',
  input: amountCutInput.extend({ clientMutationId }),
  labels: { ...writeLabels, ...amountCutLabels },
  answer: amountCutRowSchema,
})

export const amountCutSorts = ['requestedAt', 'amount'] as const
export type AmountCutSort = (typeof amountCutSorts)[number]

export const amountCutFilters = z.object({
  status: z.enum(amountCutStatuses).optional(),
  kind: z.enum(amountCutKinds).optional(),
  /** A case number, or part of the customer's name. */
  search: text.trim().max(60, 'tooLong').optional(),
})
export type AmountCutFilters = z.infer<typeof amountCutFilters>

const filterLabels = {
  status: { en: 'Status', es: 'Estado' },
  kind: { en: 'Deduction type', es: 'Tipo de quita' },
  search: { en: 'Case number or customer', es: 'Número de caso o cliente' },
} as const satisfies FieldLabels

export const amountCutList = endpoint({
  method: 'GET',
  path: '/collection/amountCut/list',
  access: menuIds.amountCut,
  encoding: 'form',
  summary:
    'A page of the amount cuts a reviewer reaches, by status, kind and case number or customer, newest first by default.',
  input: amountCutFilters.extend(keysetPageInput(amountCutSorts, 'requestedAt').shape),
  labels: { ...filterLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(amountCutRowSchema),
})

export const amountCutExport = endpoint({
  method: 'GET',
  path: '/collection/amountCut/export',
  access: menuIds.amountCut,
  encoding: 'form',
  download: 'csv',
  summary:
    "The amount cuts of the current filter and sort as a CSV file: headers in the request's language, amounts with their currency, times on the caller's clock.",
  input: amountCutFilters.extend(exportInput(amountCutSorts, 'requestedAt').shape),
  labels: { ...filterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
  answer: csvFile,
})

const cutIdLabel = { cutId: { en: 'Amount cut', es: 'Quita' } } as const

export const passAmountCut = writeEndpoint({
  method: 'POST',
  path: '/collection/amountCut/pass',
  access: menuIds.amountCut,
  encoding: 'json',
  summary:
    "Passes a pending cut asked for by someone else: the case's debt is lowered by it (AMOUNT_CUT, recorded) and the asker told (DEDUCTION_AUDIT_PASS_MESSAGE).",
  input: z.object({ cutId: id, clientMutationId }),
  labels: { ...writeLabels, ...cutIdLabel },
  answer: amountCutRowSchema,
})

export const rejectAmountCut = writeEndpoint({
  method: 'POST',
  path: '/collection/amountCut/reject',
  access: menuIds.amountCut,
  encoding: 'json',
  summary:
    'Rejects a pending cut asked for by someone else, with a reason the asker reads (DEDUCTION_AUDIT_REFUSE_MESSAGE).',
  input: z.object({
    cutId: id,
    rejection: text.trim().min(1, 'amountCut.rejection').max(amountCutRejectionMax, 'tooLong'),
    clientMutationId,
  }),
  labels: { ...writeLabels, ...cutIdLabel, rejection: { en: 'Reason', es: 'Motivo' } },
  answer: amountCutRowSchema,
})
