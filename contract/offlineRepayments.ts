import { z } from 'zod'
import { amountCutStatuses, amountCutStatusWords } from './amountCuts.ts'
import { clockSkewMs } from './clockSkew.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { firstCalendarDay, id, idFromText, isoDate, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * Offline repayments (spec section 2, menu 77; issue 24): money a customer paid outside the platform
 * (at a bank or an agent), recorded by the collector with the receipt's image, reviewed by the finance
 * office with the amount cuts' review (machines/financeReview.ts); a passed one is credited to the case
 * as an offline repayment (REPAYMENT_RECEIVED, kind offline).
 */

/** The statuses of the review, as the amount cuts have them. */
export const offlineRepaymentStatuses = amountCutStatuses
export const offlineRepaymentStatusWords = amountCutStatusWords

/** A receipt is a photo or a scan: JPEG, PNG or WebP, at most 5 MB. */
export const receiptTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ReceiptType = (typeof receiptTypes)[number]
export const receiptMaxBytes = 5 * 1024 * 1024

/** The receipt's type from its first bytes, whatever its name or declared type says; null for none of ours. */
export function receiptTypeOf(bytes: Uint8Array): ReceiptType | null {
  const starts = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** The file a browser sends (a Blob) or the server reads (its bytes). */
type ReceiptFile = Blob | Uint8Array
const sizeOf = (file: ReceiptFile) => (file instanceof Uint8Array ? file.byteLength : file.size)

export const receiptFile = z
  .custom<ReceiptFile>(
    (value) => (typeof Blob !== 'undefined' && value instanceof Blob) || value instanceof Uint8Array,
    'offlineRepayment.receipt',
  )
  .refine((file) => sizeOf(file) > 0, 'offlineRepayment.receipt')
  .refine((file) => sizeOf(file) <= receiptMaxBytes, 'offlineRepayment.receiptTooBig')
  // A browser says what it picked; the server reads the bytes themselves (receiptTypeOf).
  .refine(
    (file) => file instanceof Uint8Array || (receiptTypes as readonly string[]).includes(file.type),
    'offlineRepayment.receiptType',
  )

export const offlineRepaymentRowSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  caseNo: z.string(),
  caseKind: z.enum(['collection', 'sale']),
  customerName: z.string(),
  appName: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The day the customer paid, yyyy-MM-dd, as the receipt says. */
  paidOn: z.string(),
  reference: z.string(),
  status: z.enum(offlineRepaymentStatuses),
  requesterId: z.number(),
  requesterName: z.string(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  requestedAt: z.string(),
  reviewerName: z.string().nullable(),
  rejection: z.string().nullable(),
  decidedAt: z.string().nullable(),
})
export type OfflineRepaymentRow = z.infer<typeof offlineRepaymentRowSchema>

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

/** Sent as multipart: every field is text there, the receipt its bytes. */
export const offlineRepaymentInput = z.object({
  caseId: idFromText,
  // Text in a multipart body: nothing sent is empty, anything else read as a number (NaN when it is none).
  amount: z.preprocess(
    (typed) => (typed === undefined || typed === '' ? undefined : Number(typed)),
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'amountCut.amountEmpty' : 'amountCut.amountValue'),
      })
      .int('amountCut.amountValue')
      .min(1, 'amountCut.amountValue')
      .max(1_000_000_000_000, 'amountCut.amountValue'),
  ),
  // Not later than today (give or take the clocks' skew), nor in year 1: the server also refuses a day
  // before the loan was disbursed.
  paidOn: isoDate
    .refine(
      (day) => day <= new Date(Date.now() + clockSkewMs + 14 * 3_600_000).toISOString().slice(0, 10),
      'date.range',
    )
    .refine((day) => day >= firstCalendarDay, 'date.range'),
  reference: text.trim().min(1, 'offlineRepayment.reference').max(64, 'tooLong'),
  receipt: receiptFile,
  clientMutationId,
})

export const offlineRepaymentLabels = {
  caseId: { en: 'Case', es: 'Caso' },
  amount: { en: 'Amount', es: 'Monto' },
  paidOn: { en: 'Paid on', es: 'Pagado el' },
  reference: { en: 'Receipt reference', es: 'Referencia del comprobante' },
  receipt: { en: 'Receipt image', es: 'Imagen del comprobante' },
} as const satisfies FieldLabels

export const recordOfflineRepayment = writeEndpoint({
  method: 'POST',
  path: '/collection/offlineRepayment/record',
  access: menuIds.cases,
  encoding: 'multipart',
  // A phone's photo of a receipt is often 2 to 4 MB: the body holds the largest image allowed and the fields.
  maxBodyBytes: receiptMaxBytes + 256 * 1024,
  summary:
    "Records money a customer paid outside the platform, with the receipt's image (JPEG, PNG or WebP, at most 5 MB), for the finance office to review. Refused while another waits on the case, or above what the case owes plus a margin.",
  input: offlineRepaymentInput,
  labels: { ...writeLabels, ...offlineRepaymentLabels },
  answer: offlineRepaymentRowSchema,
})

const caseIdLabel = { caseId: { en: 'Case', es: 'Caso' } } as const

export const caseOfflineRepayments = endpoint({
  method: 'GET',
  path: '/collection/offlineRepayment/case',
  access: menuIds.cases,
  encoding: 'form',
  summary: 'The offline repayments recorded on a case, newest first, with their review.',
  input: z.object({ caseId: idFromText }),
  labels: caseIdLabel,
  answer: z.array(offlineRepaymentRowSchema),
})

export const offlineRepaymentSorts = ['requestedAt', 'amount'] as const
export type OfflineRepaymentSort = (typeof offlineRepaymentSorts)[number]

export const offlineRepaymentFilters = z.object({
  status: z.enum(offlineRepaymentStatuses).optional(),
  /** A case number, part of the customer's name, or the receipt's reference. */
  search: text.trim().max(64, 'tooLong').optional(),
})
export type OfflineRepaymentFilters = z.infer<typeof offlineRepaymentFilters>

const filterLabels = {
  status: { en: 'Status', es: 'Estado' },
  search: { en: 'Case, customer or reference', es: 'Caso, cliente o referencia' },
} as const satisfies FieldLabels

export const offlineRepaymentList = endpoint({
  method: 'GET',
  path: '/collection/offlineRepayment/list',
  access: menuIds.offlineRepayment,
  encoding: 'form',
  summary: 'A page of the offline repayments a reviewer reaches, by status and case, customer or reference.',
  input: offlineRepaymentFilters.extend(keysetPageInput(offlineRepaymentSorts, 'requestedAt').shape),
  labels: { ...filterLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(offlineRepaymentRowSchema),
})

export const offlineRepaymentExport = endpoint({
  method: 'GET',
  path: '/collection/offlineRepayment/export',
  access: menuIds.offlineRepayment,
  encoding: 'form',
  download: 'csv',
  summary: "The offline repayments of the current filter and sort as CSV, in the request's language.",
  input: offlineRepaymentFilters.extend(exportInput(offlineRepaymentSorts, 'requestedAt').shape),
  labels: { ...filterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
  answer: csvFile,
})

const repaymentIdLabel = { repaymentId: { en: 'Offline repayment', es: 'Pago fuera de línea' } } as const

export const offlineRepaymentReceipt = endpoint({
  method: 'GET',
  path: '/collection/offlineRepayment/receipt',
  access: menuIds.cases,
  encoding: 'form',
  summary: "An offline repayment's receipt image, as a data URL, for whoever reaches its case.",
  input: z.object({ repaymentId: idFromText }),
  labels: repaymentIdLabel,
  answer: z.object({ contentType: z.enum(receiptTypes), dataUrl: z.string() }),
})

export const passOfflineRepayment = writeEndpoint({
  method: 'POST',
  path: '/collection/offlineRepayment/pass',
  access: menuIds.offlineRepayment,
  encoding: 'json',
  summary:
    'Passes an offline repayment recorded by someone else: it is credited to the case as an offline repayment (REPAYMENT_RECEIVED, recorded) and the collector told (REPAY_SUCCESS_MESSAGE).',
  input: z.object({ repaymentId: id, clientMutationId }),
  labels: { ...writeLabels, ...repaymentIdLabel },
  answer: offlineRepaymentRowSchema,
})

export const rejectOfflineRepayment = writeEndpoint({
  method: 'POST',
  path: '/collection/offlineRepayment/reject',
  access: menuIds.offlineRepayment,
  encoding: 'json',
  summary: 'Rejects an offline repayment recorded by someone else, with a reason the collector reads.',
  input: z.object({
    repaymentId: id,
    rejection: text.trim().min(1, 'amountCut.rejection').max(500, 'tooLong'),
    clientMutationId,
  }),
  labels: { ...writeLabels, ...repaymentIdLabel, rejection: { en: 'Reason', es: 'Motivo' } },
  answer: offlineRepaymentRowSchema,
})
