import { msg } from '@lingui/core/macro'
import { salaryImportActions } from '../../../contract/salaryActions.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** The salary import's actions; the subject is how many rows a confirmation saves. */
export const salaryImportTexts: ActionTextsOf<typeof salaryImportActions, number> = {
  check: { label: msg`Import adjustments` },
  confirm: {
    label: msg`Save the valid rows`,
    confirm: {
      question: (rows) => msg`Save ${rows} valid rows?`,
      effect: msg`They are added to the members' salaries of their periods. The same file cannot be imported twice.`,
    },
    done: (rows) => msg`${rows} adjustments saved`,
  },
  failedRows: { label: msg`Download failed rows` },
}

export const salaryImportOffer = offersOf(salaryImportActions, salaryImportTexts)
