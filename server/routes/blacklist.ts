import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/blacklist.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { exportBlacklist } from '../services/blacklist/blacklistExport.ts'
import { listBlacklist } from '../services/blacklist/blacklistList.ts'
import { addEntry, removeEntry } from '../services/blacklist/blacklistWrites.ts'
import { csvFileName } from '../services/lists/index.ts'

/** The blacklist's calls (menu 59): the menu and the action rules are checked by declareRoute. */
export function blacklistRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  declareRoute(app, deps, contract.blacklistList, ({ input }) => listBlacklist(db, input))
  declareRoute(app, deps, contract.blacklistExport, async ({ user, input, language }) => ({
    fileName: csvFileName('blacklist', user.timeZone),
    chunks: exportBlacklist(db, input, { language, timeZone: user.timeZone }),
  }))
  declareRoute(app, deps, contract.addBlacklistEntry, ({ user, input }) => addEntry(db, user, input))
  declareRoute(app, deps, contract.removeBlacklistEntry, ({ user, input }) => removeEntry(db, user, input))
}
