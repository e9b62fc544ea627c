import type { OutboxArea } from '../api/sync/outboxArea.ts'
import { caseActionTexts } from '../features/cases/caseActions.ts'
import { caseOutbox } from '../features/cases/caseOutbox.ts'
import { reopenCaseWrite, reopensCaseWrite } from '../features/cases/caseWritesReopened.ts'
import { typedInCaseWrite } from '../features/cases/caseWritesTyped.ts'
import { offlineRepaymentTexts } from '../features/cases/offlineRepaymentActions.ts'
import { offlineRepaymentOutbox } from '../features/cases/offlineRepaymentOutbox.ts'
import { messageActionTexts } from '../features/messages/messageActions.ts'
import { messageOutbox } from '../features/messages/messageOutbox.ts'
import type { SyncArea } from '../features/sync/syncAreas.ts'

// The sync runner (src/api/sync) reads the areas through this type; it lives beside the runner.
export type { OutboxArea }

/**
 * One line per area with offline writes, keyed as the entries' `area`: how the runner settles its
 * answers (OutboxArea) and how the sync panel names and discards its writes (SyncArea).
 */
export const outboxAreas: Readonly<Record<string, OutboxArea & SyncArea>> = {
  cases: {
    ...caseOutbox,
    texts: caseActionTexts,
    typedIn: typedInCaseWrite,
    reopens: reopensCaseWrite,
    reopen: reopenCaseWrite,
  },
  messages: { ...messageOutbox, texts: messageActionTexts },
  offlineRepayments: { ...offlineRepaymentOutbox, texts: offlineRepaymentTexts },
}
