import { addCollectionRecord, type CaseMark, markCase, setTodoDone } from '../../../contract/cases.ts'
import type { InputOf } from '../../../contract/endpoint.ts'
import type { OutboxEntry } from '../../../db/outbox.ts'

/** The parts of an entry the rule reads. */
type CaseWrite = Pick<OutboxEntry, 'path' | 'payload'>

/** What each mark decides about a case: marks deciding the same thing answer one question. */
const decidedByMark: Readonly<Record<CaseMark, string>> = {
  MARK_DEAL: 'deal',
  MARK_NO_DEAL: 'deal',
  PIN: 'pin',
  UNPIN: 'pin',
  CLEAR_APPOINTMENT: 'appointment',
  ACTIVATE_EXTENSION: 'extension',
  OPEN_DELAYED_REPAYMENT: 'delayedRepayment',
}

/**
 * What a write whose whole effect is a setting decides (a mark, a to-do ticked or reopened), or
 * undefined for a write that adds something of its own (a record, a to-do), which nothing replaces.
 */
function settingOf(write: CaseWrite): string | undefined {
  if (write.path === markCase.path) return decidedByMark[(write.payload as InputOf<typeof markCase>).mark]
  if (write.path === setTodoDone.path) return `todo:${(write.payload as InputOf<typeof setTodoDone>).todoId}`
  return undefined
}

/** Everything a write decides: its setting, and the appointment a record with an agreed date books. */
function decidedBy(write: CaseWrite): string[] {
  const setting = settingOf(write)
  if (setting) return [setting]
  if (write.path !== addCollectionRecord.path) return []
  const { record } = write.payload as InputOf<typeof addCollectionRecord>
  return record.dateItem !== 'none' && record.dateTime ? ['appointment'] : []
}

/**
 * A later write on the same case replaces an earlier one when it decides what the earlier one
 * decided: "no deal" after "deal", unpin after pin, a record booking an appointment after clearing
 * one. A record or a to-do added is never replaced: it holds the collector's own words.
 */
export function supersedesCaseWrite(older: CaseWrite, newer: CaseWrite): boolean {
  const setting = settingOf(older)
  return setting !== undefined && decidedBy(newer).includes(setting)
}
