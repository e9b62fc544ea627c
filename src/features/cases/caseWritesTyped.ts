import type { OutboxEntry } from '../../../db/outbox.ts'

/**
 * What the user typed in a case write, lost with it if it is given up: a record's notes, a to-do's
 * text. The sync panel says it before a discard, so nobody throws away notes they cannot see.
 */
export function typedInCaseWrite(entry: Pick<OutboxEntry, 'action' | 'payload'>): string | undefined {
  const payload = entry.payload as { record?: { recordText?: unknown }; text?: unknown }
  const typed =
    entry.action === 'addCollectionRecord'
      ? payload.record?.recordText
      : entry.action === 'addTodo'
        ? payload.text
        : undefined
  return typeof typed === 'string' && typed.trim() !== '' ? typed : undefined
}
