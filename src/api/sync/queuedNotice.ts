import { t } from '@lingui/core/macro'
import { sendsNow } from './syncStatus.ts'

/**
 * The notice of a write just queued: what was done, and, while the server cannot be reached, that it
 * is kept on this device until then, so "saved" offline does not read as "the server has it".
 */
export function queuedNotice(done: string): string {
  if (sendsNow()) return done
  return t`${done}. Kept on this device: it is sent when the connection returns.`
}
