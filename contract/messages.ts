import { z } from 'zod'
import { allMessageTypes } from './allMessageTypes.ts'
import type { Bilingual, Language } from './bilingual.ts'
import { endpoint } from './endpoint.ts'
import { id } from './fields.ts'
import type { MessageTypeDeclaration } from './messageType.ts'
import { paceSchema } from './targets.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/** Every declared message type, by its code. */
type Declared = (typeof allMessageTypes)[number]

/** The spec's nine type codes (section 3): what happened, each declared by its area (allMessageTypes). */
export const messageTypes = [...new Set(allMessageTypes.map((declared) => declared.code))] as [
  Declared['code'],
  ...Declared['code'][],
]
export type MessageType = Declared['code']

/**
 * The declarations of one code as one type. Where two areas' events share the spec's code (a manual
 * allocation's DIVISION_COMPLETED_MESSAGE and an automatic rule's run), the first declared is the
 * type's and each later one tells its messages apart by its subjects: a message's words and its link
 * are those of the declaration whose subject its facts are, else the first's.
 */
function asOneType(declared: readonly MessageTypeDeclaration[]): MessageTypeDeclaration {
  const [first, ...later] = declared as [MessageTypeDeclaration, ...MessageTypeDeclaration[]]
  if (later.length === 0) return first
  const declarationOf = (facts: unknown) =>
    later.find((declaration) =>
      Object.values(declaration.subjects ?? {}).some((subject) => subject.is(facts)),
    ) ?? first
  return {
    ...first,
    facts: z.union(declared.map((declaration) => declaration.facts) as [z.ZodType, z.ZodType]),
    words: (facts, language) => declarationOf(facts).words(facts, language),
    subjects: Object.assign({}, ...declared.map((declaration) => declaration.subjects ?? {})),
    producers: Object.assign({}, ...declared.map((declaration) => declaration.producers)),
    opens: (kept) => declarationOf(kept.facts).opens?.(kept) ?? null,
  }
}

/** Each type's declaration, by its code (one type of the declarations sharing a code). */
export const messageTypeOf = Object.fromEntries(
  messageTypes.map((code) => [
    code,
    asOneType(
      (allMessageTypes as readonly MessageTypeDeclaration[]).filter((declared) => declared.code === code),
    ),
  ]),
) as { [D in Declared as D['code']]: D }

/** What each type of message keeps of its event (its declaration's facts schema). */
export type MessageFacts = {
  [D in Declared as D['code']]: D extends MessageTypeDeclaration<string, infer F> ? F : never
}

/**
 * What a message is about when its type code alone does not say: the spec's nine codes are kept, and
 * a SIM card application's result shares OTP_APPLICATION_MESSAGE with the WhatsApp code requests.
 */
type SubjectOf<D> = D extends { subjects?: infer S } ? keyof NonNullable<S> & string : never
export type MessageSubject = SubjectOf<Declared>
export const messageSubjects = allMessageTypes.flatMap((declared) =>
  Object.keys((declared as MessageTypeDeclaration).subjects ?? {}),
) as [MessageSubject, ...MessageSubject[]]

/** Notices summarise or announce; the rest are messages about one event of the user's work. */
export const noticeTypes: readonly MessageType[] = allMessageTypes
  .filter((declared) => declared.kind === 'Notice')
  .map((declared) => declared.code)
export const isNotice = (type: MessageType) => noticeTypes.includes(type)

/**
 * A message's title in the reader's language: what it is about where its type is shared, else its
 * type's, both as the area that raises it declared them. A copy kept before subjects were sent has none.
 */
export function messageTitle(
  item: { name: MessageType; subject: MessageSubject | null },
  language: Language,
) {
  const declared: { title: Bilingual; subjects?: Readonly<Record<string, { title: Bilingual }>> } =
    messageTypeOf[item.name]
  const subject = item.subject ? declared.subjects?.[item.subject] : undefined
  return (subject ?? declared).title[language]
}

/**
 * One message or notice as the spec shapes it: content is `[Notice]` or `[Message]` then code,
 * number and text separated by '$' (parseMessageContent), alreadyRead '1' read or '0' unread, a link
 * to the screen showing what it names (its case, or what its type's `opens` declares) where the reader
 * may open it, and collectionOrderId where it points at a case.
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
  /**
   * The caller's own target of the current salary period (the one in the ranking's currency, else the
   * most behind), with its pace; absent without one (issue 25, docs/decisions/0054).
   */
  target: z
    .object({
      currency: z.string(),
      /** Minor units. */
      amount: z.number(),
      reachedAmount: z.number(),
      achievement: z.number().nullable(),
      pace: paceSchema,
    })
    .optional(),
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
