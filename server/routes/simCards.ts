import type { FastifyInstance } from 'fastify'
import { mayDo } from '../../contract/actions.ts'
import { simCardActions } from '../../contract/simCardActions.ts'
import * as contract from '../../contract/simCards.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { csvFileName } from '../services/lists/index.ts'
import {
  listCodeRequests,
  myCodeRequests,
  reportNoCode,
  requestCode,
  sendCode,
} from '../services/simCards/otpApplications.ts'
import {
  applyForCard,
  listApplications,
  passApplication,
  rejectApplication,
} from '../services/simCards/simApplications.ts'
import { exportSimCards } from '../services/simCards/simCardExport.ts'
import { listSimCards } from '../services/simCards/simCardList.ts'
import { removeCard } from '../services/simCards/simCardRemoval.ts'
import { cardsOf } from '../services/simCards/simCardRows.ts'
import {
  addCards,
  allocateCard,
  deactivateCard,
  reactivateCard,
  retrieveCard,
} from '../services/simCards/simCardWrites.ts'
import { exportSimCollectionRecords } from '../services/simCards/simCollectionRecordExport.ts'
import { listSimCollectionRecords } from '../services/simCards/simCollectionRecords.ts'
import { expireStale } from '../services/simCards/simExpiry.ts'
import { teamsAndMembers } from '../services/simCards/simTeams.ts'

/** The SIM area's calls: the menus and action rules are checked by declareRoute, the team scope by the services. */
export function simCardRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  declareRoute(app, deps, contract.simTeamAndMember, ({ user, language }) =>
    teamsAndMembers(db, user, language),
  )
  declareRoute(app, deps, contract.myCards, async ({ user }) => ({
    cards: await cardsOf(db, user.userId),
    cardLimit: config.simCards.cardsPerMember,
  }))
  declareRoute(app, deps, contract.simCollectionRecords, ({ user, input }) =>
    listSimCollectionRecords(db, user, input),
  )
  declareRoute(app, deps, contract.simCollectionRecordExport, async ({ user, input, language }) => ({
    fileName: csvFileName('sim-collection-records', user.timeZone),
    chunks: exportSimCollectionRecords(db, user, input, { language, timeZone: user.timeZone }),
  }))
  declareRoute(app, deps, contract.simCardList, ({ user, input }) => listSimCards(db, user, input))
  declareRoute(app, deps, contract.simCardExport, async ({ user, input, language }) => ({
    fileName: csvFileName('sim-cards', user.timeZone),
    chunks: exportSimCards(db, user, input, { language, timeZone: user.timeZone }),
  }))
  declareRoute(app, deps, contract.addSimCards, ({ user, input }) => addCards(db, user, input))
  declareRoute(app, deps, contract.allocateSimCard, ({ user, input }) =>
    allocateCard(db, config, user, input),
  )
  declareRoute(app, deps, contract.retrieveSimCard, ({ user, input }) => retrieveCard(db, user, input))
  declareRoute(app, deps, contract.deactivateSimCard, ({ user, input }) => deactivateCard(db, user, input))
  declareRoute(app, deps, contract.reactivateSimCard, ({ user, input }) => reactivateCard(db, user, input))
  declareRoute(app, deps, contract.removeSimCard, ({ user, input }) => removeCard(db, user, input))
  declareRoute(app, deps, contract.applyForSimCard, ({ user, input }) =>
    applyForCard(db, config, user, input),
  )
  declareRoute(app, deps, contract.simApplicationList, ({ user, input }) =>
    listApplications(db, config, user, mayDo(simCardActions.passApplication.whoMay, user), input),
  )
  declareRoute(app, deps, contract.passSimApplication, ({ user, input }) =>
    passApplication(db, config, user, input),
  )
  declareRoute(app, deps, contract.rejectSimApplication, ({ user, input }) =>
    rejectApplication(db, config, user, input),
  )
  declareRoute(app, deps, contract.requestOtpCode, ({ user, input }) => requestCode(db, config, user, input))
  declareRoute(app, deps, contract.myOtpApplications, ({ user }) => myCodeRequests(db, user))
  declareRoute(app, deps, contract.otpApplicationList, ({ user, input }) => listCodeRequests(db, user, input))
  declareRoute(app, deps, contract.sendOtpCode, ({ user, input }) => sendCode(db, config, user, input))
  declareRoute(app, deps, contract.reportNoOtpCode, ({ user, input }) =>
    reportNoCode(db, config, user, input),
  )
  if (config.simCards.expireEveryMs > 0)
    deps.startJob('expiring SIM applications and code requests', config.simCards.expireEveryMs, () =>
      expireStale(db, config),
    )
}
