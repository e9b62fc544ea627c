import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/audit.ts'
import { auditReads } from '../../contract/auditActions.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { findObjects } from '../services/audit/auditedObjects.ts'
import { historyOf } from '../services/audit/history.ts'
import { historyCsv, logExport } from '../services/audit/historyExport.ts'
import { csvFileName } from '../services/lists/index.ts'
import { assertMayOnRow } from '../services/policy.ts'

/**
 * The audit's calls (menu 107): the menu is checked by declareRoute; the audit reads every team's
 * records, so each call asks the policy that the reader sees every team. Exports are logged.
 */
export function auditRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  declareRoute(app, deps, contract.auditObjects, async ({ user, input }) => {
    assertMayOnRow(auditReads.objects.whoMay, user, { teamId: null })
    return { objects: await findObjects(db, input.kind, input.search) }
  })
  declareRoute(app, deps, contract.auditHistory, ({ user, input, language }) => {
    assertMayOnRow(auditReads.history.whoMay, user, { teamId: null })
    return historyOf(db, input, { timeZone: user.timeZone, language })
  })
  declareRoute(app, deps, contract.auditHistoryJson, async ({ user, input, language, request }) => {
    assertMayOnRow(auditReads.historyJson.whoMay, user, { teamId: null })
    const history = await historyOf(db, input, { timeZone: user.timeZone, language })
    await logExport(db, user.userId, input, 'json', request.ip)
    return history
  })
  declareRoute(app, deps, contract.auditHistoryExport, async ({ user, input, language, request }) => {
    assertMayOnRow(auditReads.historyExport.whoMay, user, { teamId: null })
    const history = await historyOf(db, input, { timeZone: user.timeZone, language })
    await logExport(db, user.userId, input, 'csv', request.ip)
    return {
      fileName: csvFileName(`history-${input.kind}-${input.id}`, user.timeZone),
      chunks: historyCsv(history, { language, timeZone: user.timeZone }),
    }
  })
}
