import type { Language } from '../../../contract/bilingual.ts'
import { errorCodes } from '../../../contract/errors.ts'
import type { OutboxFailure } from '../../../db/outbox.ts'
import { unreachableText } from '../../api/request.ts'
import { outboxReasonTexts } from '../../api/sync/sendOldest.ts'

/**
 * Why a write waits, in the language shown now rather than the one in use when it failed: the
 * server's codes from the shared catalogue, this browser's own reasons from their texts; a refusal
 * whose words depend on what was sent (a field named) keeps the words it came with.
 */
export function failureWords(failure: OutboxFailure, language: Language): string {
  if (failure.code === 'network') return unreachableText()
  const ours = outboxReasonTexts[failure.code]
  if (ours) return ours()
  const known = failure.code in errorCodes ? errorCodes[failure.code as keyof typeof errorCodes] : null
  // A refusal with parameters ({name}) or naming fields keeps the words it came with.
  if (!known || failure.code === 'request.invalid' || known.respMsg[language].includes('{'))
    return failure.message
  return known.respMsg[language]
}
