import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/automaticRules.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import {
  listRuleRuns,
  listRules,
  listRunCases,
  readRuleDetail,
} from '../services/automaticRules/ruleLists.ts'
import { runDueRules } from '../services/automaticRules/ruleTick.ts'
import {
  changeAutomaticRuleState,
  previewAutomaticRule,
  runAutomaticRuleNow,
  saveAutomaticRule,
} from '../services/automaticRules/ruleWrites.ts'

/**
 * The automatic rules' calls (Cases: automatical, menu 21): the menu and the action's rule are
 * checked by declareRoute, the rules' rows by the services. Each process looks for the rules whose
 * time has come every `tickEveryMs`; several processes claim each time once (docs/decisions/0055).
 */
export function automaticRuleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  const settings = deps.config.automaticRules
  declareRoute(app, deps, contract.ruleList, ({ user, input, language }) =>
    listRules(db, user, input, language),
  )
  declareRoute(app, deps, contract.ruleDetail, ({ user, input, language }) =>
    readRuleDetail(db, user, input, language),
  )
  declareRoute(app, deps, contract.saveRule, ({ user, input, language }) =>
    saveAutomaticRule(db, user, input, language),
  )
  declareRoute(app, deps, contract.previewRule, ({ user, input }) => previewAutomaticRule(db, user, input))
  declareRoute(app, deps, contract.changeRuleState, ({ user, input, language }) =>
    changeAutomaticRuleState(db, user, input, language),
  )
  declareRoute(app, deps, contract.runRuleNow, ({ user, input, language }) =>
    runAutomaticRuleNow(db, user, input, settings, language),
  )
  declareRoute(app, deps, contract.ruleRuns, ({ user, input, language }) =>
    listRuleRuns(db, user, input, language),
  )
  declareRoute(app, deps, contract.ruleRunCases, ({ user, input }) => listRunCases(db, user, input))
  if (settings.tickEveryMs > 0)
    deps.startJob('automatic rules', settings.tickEveryMs, () => runDueRules(db, settings, new Date()))
}
