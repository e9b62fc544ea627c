import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { id } from './fields.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/** The spec's nine type codes (section 3): what happened, each with its own words in en and es. */
export const messageTypes = [
  'REPAY_SUCCESS_MESSAGE',
  'DEDUCTION_AUDIT_PASS_MESSAGE',
  'DEDUCTION_AUDIT_REFUSE_MESSAGE',
  'LEAVE_APPROVAL_MESSAGE',
  'DIVISION_COMPLETED_MESSAGE',
  'SEND_OTP_CODE_MESSAGE',
  'CASE_STATISTICS_NOTICE',
  'SELL_ORDER_ENTERED_APP',
  'OTP_APPLICATION_MESSAGE',
] as const
export type MessageType = (typeof messageTypes)[number]

/**
 * What a message is about when its type code alone does not say: the spec's nine codes are kept, and
 * a SIM card application's result shares OTP_APPLICATION_MESSAGE with the WhatsApp code requests.
 */
export const messageSubjects = ['simCardApplication'] as const
export type MessageSubject = (typeof messageSubjects)[number]

/** Notices summarise or announce; the rest are messages about one event of the user's work. */
export const noticeTypes: readonly MessageType[] = ['CASE_STATISTICS_NOTICE', 'SELL_ORDER_ENTERED_APP']
export const isNotice = (type: MessageType) => noticeTypes.includes(type)

/**
 * One message or notice as the spec shapes it: content is `[Notice]` or `[Message]` then code,
 * number and text separated by '$' (parseMessageContent), alreadyRead '1' read or '0' unread, and a
 * link and collectionOrderId where it points at a case.
 */
export const messageItemSchema = z.object({
  id: z.number(),
  name: z.enum(messageTypes),
  /** Set where the type is shared (messageSubjects); the screens title the message by it. */
  subject: z.enum(messageSubjects).nullable(),
  content: z.string(),
  alreadyRead: z.enum(['0', '1']),
  link: z.string().nullable(),
  collectionOrderId: z.number().nullable(),
  createdAt: z.string(),
})
export type MessageItem = z.infer<typeof messageItemSchema>

/** The spec's rank periods (section 9), in the user's time zone. */
export const rankPeriods = ['day', 'week', 'month'] as const
export type RankPeriod = (typeof rankPeriods)[number]

/** Repayments on the user's cases in the period, beside their team's; amounts in minor units. */
export const rankingSchema = z.object({
  myNum: z.number(),
  myAmt: z.number(),
  teamNum: z.number(),
  teamAmt: z.number(),
  /** 1 for the member of the team with the most repaid; null with no team. */
  myRank: z.number().nullable(),
  /** The currency of the amounts (the team's cases'); null when nothing was repaid, or in several. */
  currency: z.string().nullable(),
})
export type Ranking = z.infer<typeof rankingSchema>

/** What a content's parts are: the bracketed kind stripped, then code, number and text. */
export interface MessageParts {
  kind: string | null
  code: string
  number: string
  text: string
}

/**
 * Reads a message's content. The text is everything after the second '$', so an amount written
 * with a dollar sign stays whole; content without two '$' is plain text, shown as it is.
 */
export function parseMessageContent(content: string): MessageParts {
  const prefix = /^\[([^\]]{1,20})\]/.exec(content)
  const rest = prefix ? content.slice(prefix[0].length) : content
  const kind = prefix?.[1] ?? null
  const first = rest.indexOf('$')
  const second = first < 0 ? -1 : rest.indexOf('$', first + 1)
  if (second < 0) return { kind, code: '', number: '', text: rest }
  return {
    kind,
    code: rest.slice(0, first),
    number: rest.slice(first + 1, second),
    text: rest.slice(second + 1),
  }
}

/** Writes a content in the shape parseMessageContent reads; a number never holds a '$'. */
export function messageContent(
  kind: 'Notice' | 'Message',
  code: string,
  number: string,
  text: string,
): string {
  return `[${kind}]${code}$${number.replaceAll('$', '')}$${text}`
}

const noInput = z.object({}).strict()

export const noticeList = endpoint({
  method: 'POST',
  path: '/collection/message/notice',
  access: 'signedIn',
  encoding: 'json',
  summary: "The caller's notices, newest first (at most 100), in the request's language.",
  input: noInput,
  labels: {},
  answer: z.array(messageItemSchema),
})

export const messageList = endpoint({
  method: 'POST',
  path: '/collection/message/message',
  access: 'signedIn',
  encoding: 'json',
  summary: "The caller's messages, newest first (at most 100), in the request's language.",
  input: noInput,
  labels: {},
  answer: z.array(messageItemSchema),
})

export const ranking = endpoint({
  method: 'POST',
  path: '/collection/message/rank',
  access: 'signedIn',
  encoding: 'json',
  summary:
    "A collector's work performance: repayments on their cases in the day, week (from Monday) or month so far, in their time zone, beside their team's, and their place in the team.",
  input: z.object({ timeZone: z.enum(rankPeriods) }),
  labels: { timeZone: { en: 'Period', es: 'Periodo' } },
  answer: rankingSchema,
})

export const messageIdsMax = 100

export const markMessagesRead = writeEndpoint({
  method: 'POST',
  path: '/collection/message/alreadyRead',
  access: 'signedIn',
  encoding: 'json',
  summary:
    "Marks the caller's own messages read. Marking one again changes nothing; an id that is not the caller's changes nothing and comes back in notYours.",
  input: z.object({
    messageIds: z.array(id).min(1, 'required').max(messageIdsMax, 'tooLong'),
    clientMutationId,
  }),
  labels: {
    messageIds: { en: 'Messages', es: 'Mensajes' },
    clientMutationId: { en: 'Change id', es: 'Id del cambio' },
  },
  answer: z.object({ read: z.array(z.number()), notYours: z.array(z.number()) }),
})
