import { messageList, noticeList, type RankPeriod, ranking } from '../../../contract/messages.ts'
import { saveCachedList } from '../../../db/cachedLists.ts'
import { asFailure } from '../../../machines/effects.ts'
import type { PollFailure, PollOutcome } from '../../../machines/messagePolling.ts'
import { request } from '../../api/request.ts'
import { keepServerList, keptMessagesName, keptNoticesName, keptRankingName } from './keptMessages.ts'
import type { BarCall } from './messageBars.ts'

/** Asks one call and keeps its answer where the bar reads it. */
async function askAndKeep(userId: number, call: BarCall, period: RankPeriod): Promise<void> {
  if (call === 'notices')
    return keepServerList(keptNoticesName(userId), userId, await request(noticeList, {}))
  if (call === 'messages')
    return keepServerList(keptMessagesName(userId), userId, await request(messageList, {}))
  await saveCachedList(keptRankingName(userId, period), await request(ranking, { timeZone: period }))
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
): Promise<PollOutcome> {
  const at = now()
  const outcomes = await Promise.allSettled(calls.map((call) => askAndKeep(userId, call, period)))
  const failures: PollFailure[] = []
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected')
      failures.push({ call: calls[index]!, failure: asFailure(outcome.reason) })
  })
  return { at, failures }
}
