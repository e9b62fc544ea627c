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

/**
 * The screen a message opens, showing what it names (a query names the one row, or filters the list
 * to it), and the menu that screen is under: a reader without that menu is given no link.
 */
export interface MessageLink {
  path: string
  menuId?: number
}

/** What a kept message names its event by: the key it was produced under, and its facts. */
export interface KeptEvent<Facts> {
  eventKey: string
  facts: Facts
}

/**
 * The id an event key names after its kind (`simApplication:12:passed` names 12, `leave:7` names 7):
 * producers key an event by the kind and id of what it is about, so a message's link reads it back,
 * for messages kept before their link was declared too. Null where the key names no id.
 */
export function keyedId(eventKey: string): number | null {
  const id = /^[A-Za-z]+:(\d+)(?::|$)/.exec(eventKey)?.[1]
  return id === undefined ? null : Number(id)
}

/**
 * A screen messages open: its path, its menu, and the query parameter that names what a message is
 * about on it (the id of the one row it marks, or the filter that narrows the list to it).
 */
export interface LinkedScreen {
  path: string
  menuId?: number
  names: string
}

/** The screen on what a message names; the bare screen where the message does not say which. */
export const linkOn = (screen: LinkedScreen, id: number | null | undefined): MessageLink => ({
  path: id == null ? screen.path : `${screen.path}?${new URLSearchParams({ [screen.names]: String(id) })}`,
  ...(screen.menuId === undefined ? {} : { menuId: screen.menuId }),
})

/** The event a message tells of, named from its recipient and facts: unique per recipient. */
// biome-ignore lint/suspicious/noExplicitAny: a producer's recipient is its own; the kit only passes it on.
type EventKeyOf<Facts> = (to: any, facts: Facts) => string

/**
 * One type of message, declared once by the area whose event raises it (docs/decisions/0043): its
 * code (the spec's, sent as the message's name), whether it is a notice or a message, the facts it
 * keeps (facts, not sentences, so the words are written in the reader's language when read and a
 * wording change reaches old messages too), its title and words in both languages, what it is about
 * where the type is shared, its producers (each names the event key a message is produced under) and,
 * where it names something a screen shows, the screen it opens. A message about a case opens the case
 * whatever its type says (its case is kept with it).
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
  /** The screen that shows what the message names; null where this one names nothing shown. */
  opens?: (kept: KeptEvent<Facts>) => MessageLink | null
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
