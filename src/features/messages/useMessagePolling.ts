import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { RankPeriod } from '../../../contract/messages.ts'
import { messagePollingMachine, type PollOutcome } from '../../../machines/messagePolling.ts'
import { onServerReachedAgain } from '../../api/sync/syncStatus.ts'
import type { BarSpec } from './messageBars.ts'
import { pollBar } from './pollBar.ts'
import { pollWait } from './pollWait.ts'

/**
 * Runs the polling machine for a bar: `shown` says whether the page open shows it; the network's
 * return and the tab coming into view are told to the machine. Answers the failures of the last poll
 * and the ranking period, with a way to choose another.
 */
export function useMessagePolling(userId: number, spec: BarSpec, shown: boolean) {
  const polling = useActorRef(
    messagePollingMachine.provide({
      actors: {
        poll: fromPromise<PollOutcome, { period: RankPeriod }>(({ input, signal }) =>
          pollBar(userId, spec.calls, input.period, Date.now, signal),
        ),
        waitForNextPoll: pollWait,
      },
    }),
    { input: { period: 'day' } },
  )
  useEffect(() => {
    polling.send(shown ? { type: 'BAR_SHOWN', now: Date.now() } : { type: 'BAR_HIDDEN' })
  }, [polling, shown])
  useEffect(() => {
    const online = () => polling.send({ type: 'ONLINE' })
    const visible = () => {
      if (document.visibilityState === 'visible') polling.send({ type: 'VISIBLE', now: Date.now() })
    }
    window.addEventListener('online', online)
    // A network that drops the server while the browser counts itself online fires no 'online': the
    // sync runner reaching the server again says the same (as it does to the session).
    const stopHearing = onServerReachedAgain(online)
    document.addEventListener('visibilitychange', visible)
    return () => {
      window.removeEventListener('online', online)
      stopHearing()
      document.removeEventListener('visibilitychange', visible)
    }
  }, [polling])
  const failures = useSelector(polling, (snapshot) => snapshot.context.failures)
  const period = useSelector(polling, (snapshot) => snapshot.context.period)
  return {
    failures,
    period,
    choosePeriod: (next: RankPeriod) => polling.send({ type: 'PERIOD', period: next }),
  }
}
