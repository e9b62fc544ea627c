import { msg } from '@lingui/core/macro'
import { blacklistActions } from '../../../contract/blacklistActions.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

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

/** A blacklist action with its texts, by name, as a button or a row offers it. */
const blacklistOffer = offersOf(blacklistActions, blacklistActionTexts)

/** The toolbar's action. */
export const addEntryOffer = blacklistOffer('addEntry')

/** What every entry's row offers: an entry has no states, so it is always removal. */
export const entryActions = [blacklistOffer('removeEntry')] as const
