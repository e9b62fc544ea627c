import type { MessageDescriptor } from '@lingui/core'
import type { OutboxEntry } from '../../../db/outbox.ts'

/**
 * What the sync views need of each area with offline writes (keyed as the entries' `area`): its
 * action texts, so a queued write reads in the panel as its button does on the area's screens, and
 * how to take back what it showed for a write the user discards. The app's one registry
 * (src/app/outboxAreas.ts) gives both, one line per area.
 */
export interface SyncArea {
  readonly texts: Readonly<Record<string, { label: MessageDescriptor; change?: MessageDescriptor }>>
  discarded?(entry: OutboxEntry): Promise<void>
  /** What the user typed in the write (a record's notes), said before it is discarded; none if nothing. */
  typedIn?(entry: OutboxEntry): string | undefined
  /** Whether a refused write can be opened back into its form, corrected and sent again. */
  reopens?(entry: OutboxEntry): boolean
  /**
   * Puts a refused write back into its form (as a draft) and gives it up; the path of the screen with
   * the form, or undefined when that form holds a draft already, which is not overwritten.
   */
  reopen?(entry: OutboxEntry, timeZone: string): Promise<string | undefined>
}

export type SyncAreas = Readonly<Record<string, SyncArea>>

/** What an entry's write is called, or undefined when its area or action has no texts registered. */
export function actionLabelOf(
  areas: SyncAreas,
  entry: Pick<OutboxEntry, 'area' | 'action'>,
): MessageDescriptor | undefined {
  const texts = areas[entry.area]?.texts[entry.action]
  return texts?.change ?? texts?.label
}
