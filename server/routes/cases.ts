import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/cases.ts'
import type { PasswordHasher } from '../auth/passwords.ts'
import { declareRoute, type RouteDeps } from '../http/declareRoute.ts'
import { caseDetailFor, caseProcessFor, revealPhoneFor } from '../services/cases/caseDetail.ts'
import { caseFilterChoicesFor } from '../services/cases/caseFilterChoices.ts'
import { listCases, summarizeCases } from '../services/cases/caseList.ts'
import { scopeOf } from '../services/cases/caseScope.ts'
import {
  addCollectionRecordFor,
  addTodoFor,
  markCaseFor,
  setTodoDoneFor,
} from '../services/cases/caseWrites.ts'

export function caseRoutes(app: FastifyInstance, deps: RouteDeps & { hasher: PasswordHasher }): void {
  const { db } = deps
  for (const view of Object.keys(contract.caseListsByView) as contract.CaseView[]) {
    const endpoints = contract.caseListsByView[view]
    declareRoute(app, deps, endpoints.list, ({ input, user, language }) =>
      listCases(
        { db, scope: scopeOf(user), viewerId: user.userId, language, timeZone: user.timeZone },
        view,
        input,
      ),
    )
    declareRoute(app, deps, endpoints.summary, ({ input, user }) =>
      summarizeCases({ db, scope: scopeOf(user), timeZone: user.timeZone }, view, input),
    )
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
