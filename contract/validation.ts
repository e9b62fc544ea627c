import type { z } from 'zod'
import { type ValidationKey, validationKeys } from './errors.ts'

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
    case 'too_small':
      return 'tooShort'
    case 'too_big':
      return 'tooLong'
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
