import type { z } from 'zod'
import { type ValidationKey, validationKeys } from './validationTexts.ts'

export interface FieldIssue {
  field: string
  key: ValidationKey
}

const knownKeys: ReadonlySet<string> = new Set(validationKeys)

function keyOf(issue: z.core.$ZodIssue): ValidationKey {
  if (knownKeys.has(issue.message)) return issue.message as ValidationKey
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? 'required' : 'invalidValue'
    // A number out of its range is not "too short": say which side it is out on.
    case 'too_small':
      return issue.origin === 'number' ? 'number.tooSmall' : 'tooShort'
    case 'too_big':
      return issue.origin === 'number' ? 'number.tooBig' : 'tooLong'
    default:
      return 'invalidValue'
  }
}

/** The issues of a failed parse as (field, key) pairs, first issue of each field only. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>()
  const issues: FieldIssue[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    if (seen.has(field)) continue
    seen.add(field)
    issues.push({ field, key: keyOf(issue) })
  }
  return issues
}

/**
 * The list a field of a failed parse is a line of, and which (from 0): 'cardNumbers.2' is line 2 of
 * 'cardNumbers', and so is a field of that line ('changes.2.date' of 'changes'). Null for a field
 * that is not in a list's line.
 */
export function listLineOf(field: string): { list: string; index: number } | null {
  const found = /^(.+?)\.(\d+)(\..+)?$/.exec(field)
  return found ? { list: found[1]!, index: Number(found[2]) } : null
}
