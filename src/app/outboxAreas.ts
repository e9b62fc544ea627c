import type { OutboxArea } from '../api/sync/outboxArea.ts'
import { caseOutbox } from '../features/cases/caseOutbox.ts'

// The sync runner (src/api/sync) reads the areas through this type; it lives beside the runner.
export type { OutboxArea }

/** One line per area with offline writes, keyed as the entries' `area`. */
export const outboxAreas: Readonly<Record<string, OutboxArea>> = {
  cases: caseOutbox,
}
