import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/messages.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { sendCaseStatisticsNotices } from '../services/messages/caseStatisticsNotice.ts'
import { listMessagesOf, markRead } from '../services/messages/messageLists.ts'
import { rankingOf, withTargetPace } from '../services/messages/ranking.ts'
import { ownTargetPace } from '../services/targets/index.ts'

/** The message bars' calls: every signed-in user reads and marks only their own. */
export function messageRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.noticeList, ({ user, language }) =>
    listMessagesOf(deps.db, user, 'notices', language),
  )
  declareRoute(app, deps, contract.messageList, ({ user, language }) =>
    listMessagesOf(deps.db, user, 'messages', language),
  )
  // The collector's own target of the salary period rides on the ranking bar (issue 25).
  declareRoute(app, deps, contract.ranking, async ({ user, input }) => {
    const rank = await rankingOf(deps.db, user, input.timeZone)
    const startDay = deps.config.dashboards.salaryPeriodStartDay
    return withTargetPace(rank, await ownTargetPace(deps.db, user, startDay, rank.currency))
  })
  declareRoute(app, deps, contract.markMessagesRead, ({ user, input }) => markRead(deps.db, user, input))
  if (deps.config.caseStatisticsEveryMs > 0)
    deps.startJob(
      'sending the collectors’ notices of the day',
      deps.config.caseStatisticsEveryMs,
      async () => {
        const { sent } = await sendCaseStatisticsNotices(deps.db, new Date(), (userId, error) =>
          app.log.error({ err: error, userId }, 'a collector’s notice of the day failed'),
        )
        return sent > 0 ? { sent } : undefined
      },
    )
}
