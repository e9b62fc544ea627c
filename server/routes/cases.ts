import type { FastifyInstance } from 'fastify'
import type { Language } from '../../contract/bilingual.ts'
import * as contract from '../../contract/cases.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { caseDetailFor, caseProcessFor, revealPhoneFor } from '../services/cases/caseDetail.ts'
import { exportCases } from '../services/cases/caseExport.ts'
import { caseFilterChoicesFor } from '../services/cases/caseFilterChoices.ts'
import { listCases, listContextOf, summarizeCases } from '../services/cases/caseList.ts'
import { scopeOf } from '../services/cases/caseScope.ts'
import {
  addCollectionRecordFor,
  addTodoFor,
  markCaseFor,
  setTodoDoneFor,
} from '../services/cases/caseWrites.ts'
import { csvFileName } from '../services/lists/index.ts'
import type { SignedInUser } from '../services/sessions.ts'

export function caseRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  const listContext = (user: SignedInUser, language: Language) => listContextOf(db, user, language)
  for (const view of Object.keys(contract.caseListsByView) as contract.CaseView[]) {
    const endpoints = contract.caseListsByView[view]
    declareRoute(app, deps, endpoints.list, ({ input, user, language }) =>
      listCases(listContext(user, language), view, input),
    )
    declareRoute(app, deps, endpoints.summary, ({ input, user }) =>
      summarizeCases({ db, scope: scopeOf(user), timeZone: user.timeZone }, view, input),
    )
    declareRoute(app, deps, endpoints.export, async ({ input, user, language }) => ({
      fileName: csvFileName(`${view}-cases`, user.timeZone),
      chunks: exportCases(listContext(user, language), view, input),
    }))
  }
  declareRoute(app, deps, contract.caseFilterChoices, ({ user, language }) =>
    caseFilterChoicesFor(db, user, language),
  )
  declareRoute(app, deps, contract.caseDetail, ({ input, user, language }) =>
    caseDetailFor(db, user, input.caseId, language),
  )
  declareRoute(app, deps, contract.revealPhone, ({ input, user, request, language }) =>
    revealPhoneFor(db, deps.hasher, user, input, request.ip, language),
  )
  declareRoute(app, deps, contract.caseProcess, ({ input, user, language }) =>
    caseProcessFor(db, user, input.caseId, language),
  )
  declareRoute(app, deps, contract.markCase, ({ input, user }) => markCaseFor(db, user, input))
  declareRoute(app, deps, contract.addCollectionRecord, ({ input, user }) =>
    addCollectionRecordFor(db, user, input),
  )
  declareRoute(app, deps, contract.addTodo, ({ input, user }) => addTodoFor(db, user, input))
  declareRoute(app, deps, contract.setTodoDone, ({ input, user }) => setTodoDoneFor(db, user, input))
}
