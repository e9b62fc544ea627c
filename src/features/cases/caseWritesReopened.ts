import { consoleDb } from '../../../db/database.ts'
import { draftKey, keepDraft, readDraft } from '../../../db/drafts.ts'
import { discard, type OutboxEntry, parkedAsFailing } from '../../../db/outbox.ts'
import { toZonedInputValue } from '../../i18n/format.ts'
import type { RecordDraft } from './CollectionRecordForm.tsx'
import { caseOutbox } from './caseOutbox.ts'

/** The form a case write is typed in, whose draft it goes back to; only a record's, for now. */
const formOf: Partial<Record<string, string>> = { addCollectionRecord: 'collectionRecord' }

/**
 * Whether a refused case write can be opened back into its form, corrected and sent again: only one
 * the server refused, never one it may hold already (its answer lost, or a failure on the server
 * after which it may have applied it): sent again from the form, under a new id, it would be saved twice.
 */
export const reopensCaseWrite = (
  entry: Pick<OutboxEntry, 'action' | 'subject' | 'state' | 'serverFailures' | 'lastError'>,
): boolean =>
  entry.subject !== undefined &&
  formOf[entry.action] !== undefined &&
  entry.state === 'parked' &&
  !parkedAsFailing(entry) &&
  entry.lastError?.code !== 'outbox.answerNotKept'

/** A record as sent (the payload's `record`), back as the form shows it: instants on the user's wall clock, choices as text. */
export function recordDraftOf(payload: Record<string, unknown>, timeZone: string): RecordDraft {
  const textOf = (field: string) => (typeof payload[field] === 'string' ? (payload[field] as string) : '')
  const timeOf = (field: string) => (textOf(field) ? toZonedInputValue(textOf(field), timeZone) : '')
  return {
    channel: textOf('channel') || 'call',
    diallingTime: timeOf('diallingTime'),
    connectionStatus: textOf('connectionStatus'),
    contact: textOf('contact') || 'self',
    contactNumber: textOf('contactNumber'),
    dateItem: textOf('dateItem'),
    dateTime: timeOf('dateTime'),
    connectionTime: timeOf('connectionTime'),
    hangUpTime: timeOf('hangUpTime'),
    dangerous: payload.dangerous === true,
    dangerousReason: textOf('dangerousReason'),
    recordText: textOf('recordText'),
  }
}

class DraftWaiting extends Error {}
class NoLongerRefused extends Error {}

/**
 * Puts a refused record back in its form's draft on its case, and gives the write up, in one
 * transaction: what was typed is never in neither place, nor sent twice. Answers the case's path, or
 * undefined when a draft of that form waits there already: it is the user's too, and is not overwritten.
 */
export async function reopenCaseWrite(entry: OutboxEntry, timeZone: string): Promise<string | undefined> {
  const form = formOf[entry.action]
  if (!entry.subject || !form) return undefined
  const key = draftKey({ userId: entry.userId, form, subject: entry.subject.key })
  const values = recordDraftOf((entry.payload.record ?? {}) as Record<string, unknown>, timeZone)
  try {
    await consoleDb.transaction('rw', consoleDb.tables, async () => {
      // Retried from another tab meanwhile, it may be on its way: it is not the user's to type again.
      const now = await consoleDb.outbox.where('id').equals(entry.id).first()
      if (!now || !reopensCaseWrite(now)) throw new NoLongerRefused()
      await discard(entry.id, async () => {
        if (await readDraft(key)) throw new DraftWaiting()
        await keepDraft(key, { ...values })
        await caseOutbox.discarded(entry)
      })
    })
  } catch (error) {
    if (error instanceof DraftWaiting || error instanceof NoLongerRefused) return undefined
    throw error
  }
  return entry.subject.openPath
}
