import { asc, isNotNull } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { users } from '../../../server/database/schema/accounts.ts'
import { type AreaProbes, type Caller, type ProbeContext, type ProbesOf, write } from './probeKit.ts'

/** A workbook of one bonus for a member, new each time (its note differs), so no confirmation meets an earlier one. */
async function fileFor(username: string, context: ProbeContext) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Adjustments')
  sheet.addRow(['Member', 'Period', 'Kind', 'Amount', 'Note'])
  sheet.addRow([
    username,
    new Date().toISOString().slice(0, 10),
    'bonus',
    1,
    `Matrix probe ${context.unique()}`,
  ])
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/**
 * The import names no row the rule refuses as a whole: a member out of reach is a row's problem in
 * the answer, not a refusal of the call; the menu and the read-only roles decide.
 */
const onAMember =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async (_caller: Caller, context: ProbeContext) => {
    const [member] = await context.server.db
      .select({ username: users.username })
      .from(users)
      .where(isNotNull(users.teamId))
      .orderBy(asc(users.id))
      .limit(1)
    return [
      {
        label: `a bonus for ${member!.username}`,
        input: { file: await fileFor(member!.username, context), ...extra() },
        rows: [],
      },
    ]
  }

/** The salary calls (contract/salaryActions.ts), for the authorization matrix. */
export const salaryProbes: AreaProbes = {
  byPath: {
    '/financial/salary/list': async () => [{ label: 'this period', input: {}, rows: [] }],
    '/financial/salary/export': async () => [{ label: 'this period', input: {}, rows: [] }],
    '/financial/salary/import/check': onAMember(() => ({})),
    '/financial/salary/import/confirm': onAMember(write),
    '/financial/salary/import/failed': onAMember(() => ({})),
  },
}
