import { msg } from '@lingui/core/macro'
import type { caseAllocationActions } from '../../../contract/caseAllocationActions.ts'
import type { ActionTextsOf } from '../../ui/actionTexts.ts'

/** The texts of allocating and retrieving cases in All cases, each naming how many cases it takes. */
export const caseAllocationTexts: ActionTextsOf<typeof caseAllocationActions, string> = {
  previewAllocation: { label: msg`Preview` },
  allocateCases: {
    label: msg`Allocate`,
    done: (count) => msg`${count} cases allocated`,
  },
  retrieveCases: {
    label: msg`Retrieve`,
    confirm: {
      question: (count) => msg`Retrieve ${count} cases?`,
      effect: msg`They are taken back from the members holding them and stay with their team, held by no one, until allocated again.`,
    },
    done: (count) => msg`${count} cases retrieved`,
  },
}
