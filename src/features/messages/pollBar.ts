import { messageList, noticeList, type RankPeriod, ranking } from '../../../contract/messages.ts'
import { saveCachedList } from '../../../db/cachedLists.ts'
import { asFailure } from '../../../machines/effects.ts'
import type { PollFailure, PollOutcome } from '../../../machines/messagePolling.ts'
import { request } from '../../api/request.ts'
import { keepServerList, keptMessagesName, keptNoticesName, keptRankingName } from './keptMessages.ts'
import type { BarCall } from './messageBars.ts'

/**
 * Asks one call and keeps its answer where the bar reads it, unless the poll was called off meanwhile
 * (the user left, or signed out and the browser's copies were cleared): then nothing is kept.
 */
async function askAndKeep(
  userId: number,
  call: BarCall,
  period: RankPeriod,
  signal?: AbortSignal,
): Promise<void> {
  const options = { signal }
  const stillWanted = () => !signal?.aborted
  if (call === 'notices') {
    const items = await request(noticeList, {}, options)
    if (stillWanted()) await keepServerList(keptNoticesName(userId), userId, items)
  } else if (call === 'messages') {
    const items = await request(messageList, {}, options)
    if (stillWanted()) await keepServerList(keptMessagesName(userId), userId, items)
  } else {
    const figures = await request(ranking, { timeZone: period }, options)
    if (stillWanted()) await saveCachedList(keptRankingName(userId, period), figures)
  }
}

/**
 * One poll of a bar: its calls side by side, each answer kept as it comes; a failed call leaves its
 * kept copy shown and is answered back to the polling machine, never thrown, so the others still count.
 */
export async function pollBar(
  userId: number,
  calls: readonly BarCall[],
  period: RankPeriod,
  now: () => number = Date.now,
  signal?: AbortSignal,
): Promise<PollOutcome> {
  const at = now()
  const outcomes = await Promise.allSettled(calls.map((call) => askAndKeep(userId, call, period, signal)))
  const failures: PollFailure[] = []
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected')
      failures.push({ call: calls[index]!, failure: asFailure(outcome.reason) })
  })
  return { at, failures }
}
