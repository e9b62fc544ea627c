import type { FastifyInstance } from 'fastify'
import type { Language } from '../../contract/bilingual.ts'
import * as contract from '../../contract/dashboards.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { exportCasesWhere, listCasesWhere, listContextOf } from '../services/cases/index.ts'
import { collectionDashboardOf } from '../services/dashboards/collectionDashboard.ts'
import { dailyFiguresFile, type FigureFile, staffRowsFile } from '../services/dashboards/dashboardExport.ts'
import { memberInReach } from '../services/dashboards/dashboardScope.ts'
import { caseListCondition } from '../services/dashboards/index.ts'
import { performanceStatementOf } from '../services/dashboards/performanceStatement.ts'
import {
  type FigureReading,
  performanceDetailsOf,
  staffDetailsOf,
  staffStatementOf,
  staffsDashboardOf,
} from '../services/dashboards/staffFigures.ts'
import { csvChunks, csvFileName } from '../services/lists/index.ts'
import type { SignedInUser } from '../services/sessions.ts'
import { attendanceOfMembers, memberDaysOf } from '../services/staffs/index.ts'

/**
 * The dashboards' calls (menu 66): the menus are checked by declareRoute, whose figures by the one
 * policy in the dashboards' services. What needs another area is composed here, since the cases and
 * staffs areas count their writes in the dashboards' figures: the four case lists are the cases
 * area's lists of the dashboards' condition, the staff dashboard's attendance is the staffs area's.
 */
export function dashboardRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  const settings = config.dashboards
  const reading = (user: SignedInUser): FigureReading => ({ db, settings, now: new Date(), caller: user })
  const fileName = (what: string, user: SignedInUser) => csvFileName(what, user.timeZone)
  /** A dashboard's file, written by the shared CSV writer in the reader's words and on their clock. */
  const chunksOf = (file: FigureFile, user: SignedInUser, language: Language) =>
    csvChunks(file.columns, [file.lines], { language, timeZone: user.timeZone })
  const listContext = (user: SignedInUser, language: Language) => listContextOf(db, user, language)
  /** The cases of one member's figure: the member within the caller's reach, on the member's clock. */
  const figureCases = async (
    user: SignedInUser,
    input: { list: contract.DashboardCaseList; operatorId: number },
  ) => {
    const holder = await memberInReach(db, user, input.operatorId)
    return caseListCondition(input.list, holder, new Date(), settings.primeTime)
  }

  declareRoute(app, deps, contract.performanceStatement, ({ user, input }) =>
    performanceStatementOf(db, settings, user, input.teamId, new Date()),
  )
  declareRoute(app, deps, contract.performanceDetails, ({ user, input }) =>
    performanceDetailsOf(reading(user), input),
  )
  declareRoute(app, deps, contract.performanceDetailsExport, async ({ user, input, language }) => {
    const details = await performanceDetailsOf(reading(user), input)
    return {
      fileName: fileName('daily-performance', user),
      chunks: chunksOf(dailyFiguresFile(details.daily), user, language),
    }
  })
  declareRoute(app, deps, contract.collectionDashboard, ({ user, input }) =>
    collectionDashboardOf(db, settings, user, input.teamId, new Date()),
  )
  declareRoute(app, deps, contract.dashboardCases.list, async ({ user, input, language }) =>
    listCasesWhere(listContext(user, language), await figureCases(user, input), input),
  )
  declareRoute(app, deps, contract.dashboardCases.export, async ({ user, input, language }) => ({
    fileName: fileName(contract.dashboardCaseListPaths[input.list], user),
    chunks: exportCasesWhere(listContext(user, language), await figureCases(user, input), input),
  }))
  declareRoute(app, deps, contract.staffsDashboard, ({ user, input }) =>
    staffsDashboardOf(reading(user), input, (ids, now) => attendanceOfMembers(db, ids, now)),
  )
  declareRoute(app, deps, contract.staffDetails, ({ user, input }) =>
    staffDetailsOf(reading(user), input, (memberId, dates) => memberDaysOf(db, memberId, dates)),
  )
  for (const [table, what] of [
    [contract.staffsStatement, 'staff-statement'],
    [contract.staffPerformance, 'staff-performance'],
  ] as const) {
    declareRoute(app, deps, table.list, ({ user, input }) => staffStatementOf(reading(user), input))
    declareRoute(app, deps, table.export, async ({ user, input, language }) => {
      const statement = await staffStatementOf(reading(user), input)
      return {
        fileName: fileName(what, user),
        chunks: chunksOf(staffRowsFile(statement.rows), user, language),
      }
    })
  }
}
