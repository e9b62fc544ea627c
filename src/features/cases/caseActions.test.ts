import { describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { offeredMarks, storedLifecycleOfDetail } from './caseActions.ts'

const sample = sampleCaseDetail(1)
const marksOf = (
  changes: Partial<typeof sample.lifecycle>,
  pinned = false,
  roleId: number = roleIds.collector,
) => {
  const paidOff = changes.repayment === 'paidOff'
  const detail = {
    ...sample,
    row: { ...sample.row, paidAmount: paidOff ? sample.row.amount : 0 },
    lifecycle: { ...sample.lifecycle, ...changes },
  }
  return offeredMarks(storedLifecycleOfDetail(detail), pinned, {
    userId: 7,
    teamId: null,
    roleId,
    menuIdList: [menuIds.cases],
  }).map((action) => action.mark)
}

describe('the marks offered on a case, as the lifecycle machine allows them', () => {
  it('an open unpaid case without a deal offers deal, extension, delayed repayment and pin', () => {
    expect(marksOf({})).toEqual(['MARK_DEAL', 'ACTIVATE_EXTENSION', 'OPEN_DELAYED_REPAYMENT', 'PIN'])
  })

  it('a deal offers no deal instead, a booked appointment can be cleared, a pinned case offers cancel pin', () => {
    expect(marksOf({ deal: true, appointment: true }, true)).toEqual([
      'MARK_NO_DEAL',
      'CLEAR_APPOINTMENT',
      'ACTIVATE_EXTENSION',
      'OPEN_DELAYED_REPAYMENT',
      'UNPIN',
    ])
  })

  it('a paid-off case takes no extension and no delayed repayment; an active extension is not offered again', () => {
    expect(marksOf({ repayment: 'paidOff' })).toEqual(['MARK_DEAL', 'PIN'])
    expect(marksOf({ extensionActive: true, delayedRepaymentOffered: true })).toEqual(['MARK_DEAL', 'PIN'])
  })

  it('a closed case offers nothing, and an auditor is offered nothing on any case', () => {
    expect(marksOf({ closed: true, repayment: null })).toEqual([])
    expect(marksOf({}, false, roleIds.auditor)).toEqual([])
  })
})
