import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/targets.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { readTargetDetail } from '../services/targets/targetDetail.ts'
import { listPersonTargets, listTeamTargets } from '../services/targets/targetLists.ts'
import { previewSplit } from '../services/targets/targetSplit.ts'
import { targetsAtAGlance } from '../services/targets/targetsAtAGlance.ts'
import { savePerson, saveTeam } from '../services/targets/targetWrites.ts'

/**
 * The targets' calls (menus 81-83, and the progress at a glance the welcome page and the ranking bar
 * show): the menu and the action's rule are checked by declareRoute, the rows by the services.
 */
export function targetRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  const settings = deps.config.dashboards
  declareRoute(app, deps, contract.teamTargetList, ({ user, input }) =>
    listTeamTargets(db, user, input, settings),
  )
  declareRoute(app, deps, contract.personTargetList, ({ user, input }) =>
    listPersonTargets(db, user, input, settings),
  )
  declareRoute(app, deps, contract.targetDetail, ({ user, input }) => readTargetDetail(db, user, input))
  declareRoute(app, deps, contract.targetSplitPreview, ({ user, input }) =>
    previewSplit(db, user, input, settings),
  )
  declareRoute(app, deps, contract.saveTeamTarget, ({ user, input, language }) =>
    saveTeam(db, user, input, settings, language),
  )
  declareRoute(app, deps, contract.savePersonTarget, ({ user, input }) =>
    savePerson(db, user, input, settings),
  )
  declareRoute(app, deps, contract.targetProgress, ({ user }) =>
    targetsAtAGlance(db, user, settings.salaryPeriodStartDay),
  )
}
