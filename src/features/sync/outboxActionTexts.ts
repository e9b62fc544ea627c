import type { MessageDescriptor } from '@lingui/core'
import type { OutboxEntry } from '../../../db/outbox.ts'

/**
 * What the sync panel calls each queued write: per area (the entry's `area`), the area's own action
 * texts (the same labels its buttons show), so an area with offline writes adds one line to the app's
 * registry (src/app/outboxActionTexts.ts) and its writes read in the panel as on its screens.
 */
export type OutboxActionTexts = Readonly<
  Record<string, Readonly<Record<string, { label: MessageDescriptor }>>>
>

/** The label of an entry's action, or undefined when its area or action has none registered. */
export function actionLabelOf(
  texts: OutboxActionTexts,
  entry: Pick<OutboxEntry, 'area' | 'action'>,
): MessageDescriptor | undefined {
  return texts[entry.area]?.[entry.action]?.label
}
