import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/salary.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { failedRowsWorkbook, salaryWorkbook } from '../services/salary/salaryExport.ts'
import { salaryOfPeriod } from '../services/salary/salaryFigures.ts'
import { checkAnswer, checkFile, confirmFile } from '../services/salary/salaryImport.ts'
import { once } from '../services/salary/salaryWorkbooks.ts'

/** The salary calls (menu 91): the period's salaries and their workbook, and the adjustments' import. */
export function salaryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  const settings = config.salary
  const startDay = config.dashboards.salaryPeriodStartDay
  declareRoute(app, deps, contract.salaryList, ({ user, input }) =>
    salaryOfPeriod(db, settings, startDay, user, input.period),
  )
  declareRoute(app, deps, contract.salaryExport, async ({ user, input, language }) => {
    const list = await salaryOfPeriod(db, settings, startDay, user, input.period)
    return { fileName: `salary-${list.period.from}.xlsx`, chunks: once(await salaryWorkbook(list, language)) }
  })
  declareRoute(app, deps, contract.checkSalaryImport, async ({ user, input, language }) =>
    checkAnswer(await checkFile(db, settings, startDay, user, input.file as unknown as Uint8Array), language),
  )
  declareRoute(app, deps, contract.confirmSalaryImport, ({ user, input }) =>
    confirmFile(db, settings, startDay, user, {
      file: input.file as unknown as Uint8Array,
      clientMutationId: input.clientMutationId,
    }),
  )
  declareRoute(app, deps, contract.salaryImportFailures, async ({ user, input, language }) => {
    const checked = await checkFile(db, settings, startDay, user, input.file as unknown as Uint8Array)
    return {
      fileName: 'salary-import-failed-rows.xlsx',
      chunks: once(await failedRowsWorkbook(checked.failed, language)),
    }
  })
}
