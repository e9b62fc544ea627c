import { z } from 'zod'
import type { Bilingual, Language } from './bilingual.ts'
import './fields.ts'
import { writeMoney } from './money.ts'

/** What a message's content shows in its number part, and its sentence, in the reader's language. */
export interface MessageWords {
  number: string
  text: string
}

/** Who a producer's message is for, and the case it points at, if any. */
export interface Recipient {
  userId: number
  caseId?: number
}

/** An amount in a currency's minor units, as a message's facts keep it. */
export const moneyFacts = z.object({ amount: z.number(), currency: z.string() })
export type Money = z.infer<typeof moneyFacts>

export const moneyText = ({ amount, currency }: Money, language: Language): string =>
  writeMoney(amount, currency, language === 'es' ? 'es-MX' : 'en-US')

/** The event a message tells of, named from its recipient and facts: unique per recipient. */
// biome-ignore lint/suspicious/noExplicitAny: a producer's recipient is its own; the kit only passes it on.
type EventKeyOf<Facts> = (to: any, facts: Facts) => string

/**
 * One type of message, declared once by the area whose event raises it (docs/decisions/0043): its
 * code (the spec's, sent as the message's name), whether it is a notice or a message, the facts it
 * keeps (facts, not sentences, so the words are written in the reader's language when read and a
 * wording change reaches old messages too), its title and words in both languages, what it is about
 * where the type is shared, and its producers: each names the event key a message is produced under.
 */
export interface MessageTypeDeclaration<
  Code extends string = string,
  Facts = unknown,
  Producers extends Record<string, EventKeyOf<Facts>> = Record<string, EventKeyOf<Facts>>,
  Subject extends string = string,
> {
  code: Code
  kind: 'Notice' | 'Message'
  facts: z.ZodType<Facts>
  title: Bilingual
  words: (facts: Facts, language: Language) => MessageWords
  /** Where the type is shared: what a message is about, told by its facts, and that title. */
  subjects?: Readonly<Record<Subject, { title: Bilingual; is: (facts: Facts) => boolean }>>
  producers: Producers
}

/** Declares a message type, its facts typed by their schema. */
export function messageType<
  const Code extends string,
  Schema extends z.ZodType,
  const Producers extends Record<string, EventKeyOf<z.output<Schema>>>,
  const Subject extends string = never,
>(
  declaration: MessageTypeDeclaration<Code, z.output<Schema>, Producers, Subject> & { facts: Schema },
): MessageTypeDeclaration<Code, z.output<Schema>, Producers, Subject> {
  return declaration
}

/** Is this export a message type's declaration (the registry's test reads every area's file with it). */
export function isMessageTypeDeclaration(value: unknown): value is MessageTypeDeclaration {
  const candidate = value as Partial<MessageTypeDeclaration> | null
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.code === 'string' &&
    typeof candidate.words === 'function' &&
    typeof candidate.producers === 'object'
  )
}
