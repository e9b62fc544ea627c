import { msg } from '@lingui/core/macro'
import { blacklistActions } from '../../../contract/blacklistActions.ts'
import type { OfferedAction } from '../../ui/ActionButton.tsx'
import type { ActionTextsOf } from '../../ui/actionTexts.ts'

/** The texts of the blacklist's actions, each naming the entry (its id card) it acts on. */
export const blacklistActionTexts: ActionTextsOf<typeof blacklistActions, string> = {
  addEntry: { label: msg`Add entry`, done: (idCard) => msg`${idCard} added to the blacklist` },
  removeEntry: {
    label: msg`Remove`,
    confirm: {
      question: (entry) => msg`Remove ${entry} from the blacklist?`,
      effect: msg`The person may be lent to again on this app; add them again to list them back.`,
    },
    done: (idCard) => msg`${idCard} removed from the blacklist`,
  },
}

/** The toolbar's action. */
export const addEntryOffer: OfferedAction<'addEntry'> = {
  name: 'addEntry',
  action: blacklistActions.addEntry,
  texts: blacklistActionTexts.addEntry,
}

/** What every entry's row offers: an entry has no states, so it is always removal. */
export const entryActions: readonly OfferedAction<'removeEntry'>[] = [
  { name: 'removeEntry', action: blacklistActions.removeEntry, texts: blacklistActionTexts.removeEntry },
]
