import { z } from 'zod'
import { recordChannels } from './cases.ts'
import { csvFile, endpoint } from './endpoint.ts'
import { id, idFromText, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { withinDeactivationWords } from './wordCount.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/** The SIM area's calls (spec sections 2 to 7; issue 13). Cards, applications for one, WhatsApp codes. */

export const simCardStatuses = ['unallocated', 'allocated', 'deactivated'] as const
export type SimCardStatus = (typeof simCardStatuses)[number]
export const deactivationReasons = ['blocked', 'other'] as const
export const simApplicationStatuses = ['pending', 'passed', 'rejected', 'expired'] as const
export const otpApplicationStatuses = ['pending', 'succeed', 'failed', 'expired', 'cancelled'] as const

/** The most card numbers one paste adds. */
export const cardsPerAddition = 500

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const
const cardIdLabel = { cardId: { en: 'SIM card', es: 'Tarjeta SIM' } } as const

/** The longest card number kept. */
export const cardNumberMax = 40

/**
 * A card number is the card's ICCID as printed on it (ITU-T E.118): digits only, 89 (telecoms) then
 * the calling code of the card's country, and as many digits in all as that country's cards have. The
 * office works in Nigeria and Mexico, whose cards (the seed's: 8923401…, 8952020…) have 19 digits.
 * A country added here is named in the 'sim.cardNumberCountry' texts too.
 */
export const cardCountries = [
  { country: 'NG', prefix: '89234', length: 19 },
  { country: 'MX', prefix: '8952', length: 19 },
] as const

/** Whether digits are a card number of one of the office's countries: its prefix and its length. */
export const isCardNumberOfOurCountries = (digits: string) =>
  cardCountries.some(({ prefix, length }) => digits.length === length && digits.startsWith(prefix))

/** One card number as typed: given, digits only, and a card of the office's countries. */
const cardNumberInput = text
  .trim()
  .min(1, 'sim.cardNumber')
  .max(cardNumberMax, 'tooLong')
  .regex(/^\d*$/, 'sim.cardNumberDigits')
  // Said once: an empty or lettered number has its own problem already.
  .refine((typed) => !/^\d+$/.test(typed) || isCardNumberOfOurCountries(typed), 'sim.cardNumberCountry')

/** A team and its members, with the team's type (spec section 3: simTeamAndMember; simType its distinct types). */
export const simTeamSchema = z.object({
  teamId: z.number(),
  teamName: z.string(),
  type: z.string(),
  typeName: z.string(),
  members: z.array(z.object({ memberId: z.number(), name: z.string() })),
})
export type SimTeam = z.infer<typeof simTeamSchema>

export const simTeamAndMember = endpoint({
  method: 'POST',
  path: '/sim/teamAndMember',
  access: menuIds.simCards,
  encoding: 'json',
  summary:
    "The teams and their active members a SIM card may go to, each team with its type (in the request's language). A member of a team sees only their own team.",
  input: z.object({}).strict(),
  labels: {},
  answer: z.array(simTeamSchema),
})

/** One card as the records screen (100) lists it. */
export const simCardRowSchema = z.object({
  id: z.number(),
  cardNumber: z.string(),
  currentNumber: z.string(),
  status: z.enum(simCardStatuses),
  holderId: z.number().nullable(),
  holderName: z.string().nullable(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  deactivationReason: z.enum(deactivationReasons).nullable(),
  deactivationDescription: z.string().nullable(),
  addedAt: z.string(),
  allocatedAt: z.string().nullable(),
  updatedAt: z.string(),
})
export type SimCardRow = z.infer<typeof simCardRowSchema>

export const myCards = endpoint({
  method: 'GET',
  path: '/sim/mine',
  access: menuIds.simCards,
  encoding: 'form',
  summary:
    'The cards allocated to the caller, for her to ask for their WhatsApp codes, and how many a member may hold: an application while she holds as many waits for one of hers to be retrieved.',
  input: z.object({}).strict(),
  labels: {},
  answer: z.object({ cards: z.array(simCardRowSchema), cardLimit: z.number() }),
})

export const simCardSorts = ['addedAt', 'updatedAt'] as const
export type SimCardSort = (typeof simCardSorts)[number]

export const simCardFilters = z.object({
  teamId: idFromText.optional(),
  memberId: idFromText.optional(),
  status: z.enum(simCardStatuses).optional(),
  /** A team type: cards held in teams of that type. */
  type: text.trim().max(40, 'tooLong').optional(),
})
export type SimCardFilters = z.infer<typeof simCardFilters>

const filterLabels = {
  teamId: { en: 'Team', es: 'Equipo' },
  memberId: { en: 'Member', es: 'Miembro' },
  status: { en: 'Card status', es: 'Estado de la tarjeta' },
  type: { en: 'Type', es: 'Tipo' },
} as const

export const simCardList = endpoint({
  method: 'GET',
  path: '/sim/records/list',
  access: menuIds.simRecords,
  encoding: 'form',
  summary: 'A page of the SIM cards, by team, member, status and type, newest addition first by default.',
  input: simCardFilters.extend(keysetPageInput(simCardSorts, 'addedAt').shape),
  labels: { ...filterLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(simCardRowSchema),
})

export const simCardExport = endpoint({
  method: 'GET',
  path: '/sim/records/export',
  access: menuIds.simRecords,
  encoding: 'form',
  download: 'csv',
  summary:
    "The SIM cards of the current filter and sort as a CSV file: headers and words in the request's language, times on the caller's clock.",
  input: simCardFilters.extend(exportInput(simCardSorts, 'addedAt').shape),
  labels: { ...filterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
  answer: csvFile,
})

export const addSimCards = writeEndpoint({
  method: 'POST',
  path: '/sim/records/add',
  access: menuIds.simRecords,
  encoding: 'json',
  summary:
    "Adds cards, one or a pasted column of numbers, each unallocated. A number is the card's ICCID: digits only, 89 then the country's calling code, 19 digits for Nigeria and Mexico. A number already in the office, or given twice, refuses the whole addition naming each one.",
  // Each number as printed, without the spaces around it. A problem with one names its line
  // ('Card number (line 2)'): a list's line is labelled as the list.
  input: z.object({
    cardNumbers: z.array(cardNumberInput).min(1, 'sim.cardNumber').max(cardsPerAddition, 'tooLong'),
    clientMutationId,
  }),
  labels: { ...writeLabels, cardNumbers: { en: 'Card number', es: 'Número de tarjeta' } },
  answer: z.object({ added: z.array(simCardRowSchema) }),
})

export const allocateSimCard = writeEndpoint({
  method: 'POST',
  path: '/sim/records/allocate',
  access: menuIds.simRecords,
  encoding: 'json',
  summary:
    'Allocates an unallocated card to a member of the chosen team, within the number of cards a member may hold (configured, 1 by default).',
  input: z.object({
    cardId: id,
    teamId: z.number({ message: 'team.select' }).pipe(id),
    memberId: z.number({ message: 'member.select' }).pipe(id),
    clientMutationId,
  }),
  labels: {
    ...writeLabels,
    ...cardIdLabel,
    teamId: { en: 'Team', es: 'Equipo' },
    memberId: { en: 'Member', es: 'Miembro' },
  },
  answer: simCardRowSchema,
})

const cardWrite = z.object({ cardId: id, clientMutationId })

export const retrieveSimCard = writeEndpoint({
  method: 'POST',
  path: '/sim/records/retrieve',
  access: menuIds.simRecords,
  encoding: 'json',
  summary:
    'Takes an allocated card back from its holder; it becomes unallocated, and her pending WhatsApp code requests on it end (she is told).',
  input: cardWrite,
  labels: { ...writeLabels, ...cardIdLabel },
  answer: simCardRowSchema,
})

export const removeSimCard = writeEndpoint({
  method: 'POST',
  path: '/sim/records/remove',
  access: menuIds.simRecords,
  encoding: 'json',
  summary:
    'Removes an unallocated card added by mistake, so its number may be added again; a card ever given, asked a code of or called with is deactivated instead.',
  input: cardWrite,
  labels: { ...writeLabels, ...cardIdLabel },
  answer: z.object({ cardId: z.number(), cardNumber: z.string() }),
})

export const deactivationInput = z
  .object({
    cardId: id,
    reason: z.enum(deactivationReasons, { message: 'sim.reason' }),
    description: text.trim().max(2000, 'tooLong').default(''),
    clientMutationId,
  })
  .superRefine((value, context) => {
    if (value.reason !== 'other') return
    if (value.description === '')
      context.addIssue({ code: 'custom', path: ['description'], message: 'required' })
    else if (!withinDeactivationWords(value.description))
      context.addIssue({ code: 'custom', path: ['description'], message: 'sim.descriptionWords' })
  })

export const deactivateSimCard = writeEndpoint({
  method: 'POST',
  path: '/sim/records/deactivate',
  access: menuIds.simRecords,
  encoding: 'json',
  summary:
    'Takes a card out of use, from its holder too (her pending WhatsApp code requests on it end, and she is told): blocked, or another reason described in fewer than 150 words.',
  input: deactivationInput,
  labels: {
    ...writeLabels,
    ...cardIdLabel,
    reason: { en: 'Reason', es: 'Motivo' },
    description: { en: 'Description', es: 'Descripción' },
  },
  answer: simCardRowSchema,
})

export const reactivateSimCard = writeEndpoint({
  method: 'POST',
  path: '/sim/records/reactivate',
  access: menuIds.simRecords,
  encoding: 'json',
  summary: 'Puts a deactivated card back in use, unallocated.',
  input: cardWrite,
  labels: { ...writeLabels, ...cardIdLabel },
  answer: simCardRowSchema,
})

/** One application as the application screen (101) shows it; the counts are what the reviewer weighs. */
export const simApplicationRowSchema = z.object({
  id: z.number(),
  applicantId: z.number(),
  applicantName: z.string(),
  /** False once the applicant is marked invalid: her application can only be rejected. */
  applicantValid: z.boolean(),
  teamName: z.string().nullable(),
  reason: z.string(),
  status: z.enum(simApplicationStatuses),
  cardNumber: z.string().nullable(),
  rejection: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The applicant's applications in the three days before now. */
  applicationsLastThreeDays: z.number(),
  lastApplicationAt: z.string().nullable(),
  /** The cards the applicant holds now, by number: a reviewer reads them before passing. */
  applicantCards: z.array(z.string()),
  /** She holds as many cards as a member may: passing would be refused until one is retrieved. */
  applicantAtCardLimit: z.boolean(),
})
export type SimApplicationRow = z.infer<typeof simApplicationRowSchema>

export const applyForSimCard = writeEndpoint({
  method: 'POST',
  path: '/sim/application/apply',
  access: menuIds.simApplication,
  encoding: 'json',
  summary:
    'A member applies for a card (or a replacement) with a reason; refused while one of theirs is pending. Taken while she holds as many cards as a member may: the reviewer retrieves one of hers before passing it.',
  input: z.object({ reason: text.trim().min(1, 'required').max(500, 'tooLong'), clientMutationId }),
  labels: { ...writeLabels, reason: { en: 'Application reason', es: 'Motivo de la solicitud' } },
  answer: simApplicationRowSchema,
})

export const simApplicationList = endpoint({
  method: 'GET',
  path: '/sim/application/list',
  access: menuIds.simApplication,
  encoding: 'form',
  summary:
    "The applications, newest first (at most 200): a reviewer (who opens the records) sees everyone's, a member their own.",
  input: z.object({ status: z.enum(simApplicationStatuses).optional() }),
  labels: { status: { en: 'Status', es: 'Estado' } },
  answer: z.array(simApplicationRowSchema),
})

const applicationIdLabel = { applicationId: { en: 'Application', es: 'Solicitud' } } as const

export const passSimApplication = writeEndpoint({
  method: 'POST',
  path: '/sim/application/pass',
  access: menuIds.simApplication,
  encoding: 'json',
  summary:
    'Passes a pending application and allocates the chosen card to the applicant in the same step; refused when the applicant is invalid.',
  input: z.object({ applicationId: id, cardId: id, clientMutationId }),
  labels: { ...writeLabels, ...applicationIdLabel, ...cardIdLabel },
  answer: simApplicationRowSchema,
})

export const rejectSimApplication = writeEndpoint({
  method: 'POST',
  path: '/sim/application/reject',
  access: menuIds.simApplication,
  encoding: 'json',
  summary: 'Rejects a pending application with a reason the applicant reads.',
  input: z.object({
    applicationId: id,
    rejection: text.trim().min(1, 'sim.rejectionReason').max(500, 'tooLong'),
    clientMutationId,
  }),
  labels: { ...writeLabels, ...applicationIdLabel, rejection: { en: 'Reason', es: 'Motivo' } },
  answer: simApplicationRowSchema,
})

/** One WhatsApp code request; the code itself is never in it (it reaches the member in a message). */
export const otpApplicationRowSchema = z.object({
  id: z.number(),
  applicantId: z.number(),
  applicantName: z.string(),
  cardId: z.number(),
  cardNumber: z.string(),
  currentNumber: z.string(),
  status: z.enum(otpApplicationStatuses),
  missedAttempts: z.number(),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
})
export type OtpApplicationRow = z.infer<typeof otpApplicationRowSchema>

export const requestOtpCode = writeEndpoint({
  method: 'POST',
  path: '/sim/waotp/request',
  access: menuIds.simCards,
  encoding: 'json',
  summary:
    "A member asks for the WhatsApp code that will arrive on the card allocated to them; the office manager's bar shows it. Requests are limited per member.",
  input: z.object({ cardId: id, clientMutationId }),
  labels: { ...writeLabels, ...cardIdLabel },
  answer: otpApplicationRowSchema,
})

export const myOtpApplications = endpoint({
  method: 'GET',
  path: '/sim/waotp/mine',
  access: menuIds.simCards,
  encoding: 'form',
  summary: "The caller's own code requests, newest first (at most 50).",
  input: z.object({}).strict(),
  labels: {},
  answer: z.array(otpApplicationRowSchema),
})

export const otpApplicationList = endpoint({
  method: 'GET',
  path: '/sim/waotp/list',
  access: menuIds.waOtpApplication,
  encoding: 'form',
  summary: "Every member's code requests, pending first then newest (at most 200), for the office manager.",
  input: z.object({ status: z.enum(otpApplicationStatuses).optional() }),
  labels: { status: { en: 'Status', es: 'Estado' } },
  answer: z.array(otpApplicationRowSchema),
})

const otpIdLabel = { applicationId: { en: 'Code request', es: 'Solicitud de código' } } as const

/** How many digits a WhatsApp verification code has. */
export const whatsAppCodeDigits = 6

export const sendOtpCode = writeEndpoint({
  method: 'POST',
  path: '/sim/waotp/send',
  access: menuIds.waOtpApplication,
  encoding: 'json',
  summary:
    'The office manager passes on the code read on the physical SIM (and the answer to the verification question, when WhatsApp asked one); the member receives it in a message. Refused, and the request ended, when the member who asked no longer holds the card.',
  input: z
    .object({
      applicationId: id,
      // WhatsApp's verification codes are 6 digits; the code is typed as read, without spaces.
      otp: text
        .trim()
        .min(1, 'sim.otp')
        .regex(new RegExp(`^(\\d{${whatsAppCodeDigits}})?$`), 'sim.otpFormat'),
      verificationAsked: z.boolean().default(false),
      verificationAnswer: text.trim().max(200, 'tooLong').default(''),
      clientMutationId,
    })
    .superRefine((value, context) => {
      if (value.verificationAsked && value.verificationAnswer === '')
        context.addIssue({ code: 'custom', path: ['verificationAnswer'], message: 'sim.verificationAnswer' })
    }),
  labels: {
    ...writeLabels,
    ...otpIdLabel,
    otp: { en: 'OTP', es: 'OTP' },
    verificationAsked: { en: 'Verification question asked', es: 'Se hizo pregunta de verificación' },
    verificationAnswer: { en: 'Verification answer', es: 'Respuesta de verificación' },
  },
  answer: otpApplicationRowSchema,
})

export const reportNoOtpCode = writeEndpoint({
  method: 'POST',
  path: '/sim/waotp/noCode',
  access: menuIds.waOtpApplication,
  encoding: 'json',
  summary:
    'The office manager found no code on the card this time; after the configured number of attempts the request fails.',
  input: z.object({ applicationId: id, clientMutationId }),
  labels: { ...writeLabels, ...otpIdLabel },
  answer: otpApplicationRowSchema,
})

/** One call or message made with a card: a collection record saved while its author held the card. */
export const simCollectionRecordSchema = z.object({
  id: z.number(),
  cardId: z.number(),
  cardNumber: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  caseId: z.number(),
  caseNo: z.string(),
  /** A call or a WhatsApp message. */
  channel: z.enum(recordChannels),
  diallingAt: z.string(),
  /** From connection to hang-up, in seconds; null when the call did not connect (and for a message). */
  durationSeconds: z.number().nullable(),
  connectionStatus: z.string(),
})
export type SimCollectionRecord = z.infer<typeof simCollectionRecordSchema>

export const simCollectionRecordSorts = ['diallingAt'] as const
export type SimCollectionRecordSort = (typeof simCollectionRecordSorts)[number]

export const simCollectionRecordFilters = z.object({
  cardId: idFromText.optional(),
  /** The card's number, or its last digits. */
  cardNumber: text.trim().max(cardNumberMax, 'tooLong').optional(),
  memberId: idFromText.optional(),
  channel: z.enum(recordChannels).optional(),
})
export type SimCollectionRecordFilters = z.infer<typeof simCollectionRecordFilters>

const simCollectionRecordLabels = {
  cardId: { en: 'SIM card', es: 'Tarjeta SIM' },
  cardNumber: { en: 'Card number', es: 'Número de tarjeta' },
  memberId: { en: 'Member', es: 'Miembro' },
  channel: { en: 'Contacted by', es: 'Medio de contacto' },
} as const

export const simCollectionRecords = endpoint({
  method: 'GET',
  path: '/sim/collectionrecords',
  access: menuIds.simCollectionRecords,
  encoding: 'form',
  summary:
    "A page of the calls and WhatsApp messages made with each card, newest dialling first by default: the collection records that kept the card their author held when saving them. A collector sees her own, a member of a team the team's. The card may be named by its number's last digits.",
  input: simCollectionRecordFilters.extend(keysetPageInput(simCollectionRecordSorts, 'diallingAt').shape),
  labels: { ...simCollectionRecordLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(simCollectionRecordSchema),
})

export const simCollectionRecordExport = endpoint({
  method: 'GET',
  path: '/sim/collectionrecords/export',
  access: menuIds.simCollectionRecords,
  encoding: 'form',
  download: 'csv',
  summary:
    "Every call and WhatsApp message made with the cards of the current filter, in the list's sort, as a CSV file: headers and words in the request's language, times on the caller's clock.",
  input: simCollectionRecordFilters.extend(exportInput(simCollectionRecordSorts, 'diallingAt').shape),
  labels: {
    ...simCollectionRecordLabels,
    sort: keysetPageLabels.sort,
    order: keysetPageLabels.order,
  },
  answer: csvFile,
})
