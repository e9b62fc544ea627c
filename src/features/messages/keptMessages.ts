import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { MessageItem, Ranking, RankPeriod } from '../../../contract/messages.ts'
import {
  type KeptAnswerName,
  saveCachedList,
  updateCachedList,
  useCachedCopy,
} from '../../../db/cachedLists.ts'
import { outboxOnSubject } from '../../../db/outboxWatch.ts'

/** The languages the server writes messages in: a kept list is the words of one of them. */
const languages = ['en', 'es'] as const
type Language = (typeof languages)[number]

/** The language the screen shows now, which the calls ask the server to write in. */
export const shownLanguage = (locale: string = i18n.locale): Language => (locale === 'es' ? 'es' : 'en')

/**
 * Where the bar keeps each last answer: a user's notices and messages in each language (the server
 * writes their words in the language asked, so a list kept in English is not shown on a Spanish
 * screen), and the ranking of each period.
 */
export const keptNoticesName = (userId: number, language: Language = shownLanguage()): KeptAnswerName =>
  `messages:${userId}:notices-${language}`
export const keptMessagesName = (userId: number, language: Language = shownLanguage()): KeptAnswerName =>
  `messages:${userId}:messages-${language}`
export const keptRankingName = (userId: number, period: RankPeriod): KeptAnswerName =>
  `messages:${userId}:ranking-${period}`

const markedRead =
  (ids: ReadonlySet<number>, read: '0' | '1') =>
  (items: MessageItem[]): MessageItem[] =>
    items.map((item) => (ids.has(item.id) ? { ...item, alreadyRead: read } : item))

/**
 * Shows messages read, or unread again, in both kept lists (an id is in one of them). Inside the
 * outbox's transaction when a mark is queued, settled or given up.
 */
export async function keepReadState(userId: number, ids: readonly number[], read: '0' | '1'): Promise<void> {
  const change = markedRead(new Set(ids), read)
  for (const language of languages) {
    await updateCachedList(keptNoticesName(userId, language), change)
    await updateCachedList(keptMessagesName(userId, language), change)
  }
}

/** The outbox's subject of every read mark: they are found by it, through the index, never by a whole read. */
export const readMarksSubject = 'messages:read'

/** The ids of the read marks still waiting in the outbox: the server's lists do not hold them yet. */
export async function readMarksWaiting(userId: number): Promise<Set<number>> {
  const entries = await outboxOnSubject(userId, readMarksSubject)
  return new Set(entries.flatMap((entry) => (entry.payload.messageIds as number[] | undefined) ?? []))
}

/** Keeps the server's list, with the marks still waiting shown on top, so a poll never unreads them. */
export async function keepServerList(
  name: KeptAnswerName,
  userId: number,
  items: MessageItem[],
): Promise<void> {
  await saveCachedList(name, markedRead(await readMarksWaiting(userId), '1')(items))
}

/**
 * The kept notices and messages of a user, live; undefined until either is read. `savedAt` is when
 * the older of the two was kept, for saying how old what the bar shows is.
 */
export function useKeptItems(userId: number): {
  notices?: MessageItem[]
  messages?: MessageItem[]
  savedAt?: number
} {
  const language = shownLanguage(useLingui().i18n.locale)
  const notices = useCachedCopy<MessageItem[]>(keptNoticesName(userId, language))
  const messages = useCachedCopy<MessageItem[]>(keptMessagesName(userId, language))
  const times = [notices?.savedAt, messages?.savedAt].filter((at): at is number => at !== undefined)
  return {
    notices: notices?.data,
    messages: messages?.data,
    savedAt: times.length > 0 ? Math.min(...times) : undefined,
  }
}

export function useKeptRanking(userId: number, period: RankPeriod): Ranking | undefined {
  return useCachedCopy<Ranking>(keptRankingName(userId, period))?.data
}
