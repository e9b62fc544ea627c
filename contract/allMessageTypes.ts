import { automaticRuleMessages } from './automaticRuleMessages.ts'
import { caseAllocationMessages } from './caseAllocationMessages.ts'
import { caseMessages } from './caseMessages.ts'
import { repaymentMessages } from './repaymentMessages.ts'
import { simCardMessages } from './simCardMessages.ts'
import { staffMessages } from './staffMessages.ts'

/**
 * Every type of message, one line per area that raises them (docs/adding-an-area.md,
 * docs/decisions/0043). The messages area reads this list for the codes, the facts, the words and the
 * producers, and the screens for the titles: an area's message type is declared in its own
 * `contract/<area>Messages.ts` and nowhere else.
 */
export const allMessageTypes = [
  ...repaymentMessages,
  ...caseMessages,
  ...staffMessages,
  ...caseAllocationMessages,
  ...simCardMessages,
  ...automaticRuleMessages,
] as const
