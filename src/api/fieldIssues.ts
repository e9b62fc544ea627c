import type { ApiFailure } from '../../contract/errors.ts'
import { type ValidationKey, validationKeys } from '../../contract/validationTexts.ts'

// Apart from ApiError, which the shell loads: the issue keys' texts come with the forms that word them.
export interface FieldProblem {
  field: string
  /** The schema's issue key, when it is one this client knows how to word. */
  key: ValidationKey | undefined
  /** The server's own wording, in the request's language. */
  message: string
}

const knownKeys: ReadonlySet<string> = new Set(validationKeys)

/** The field-by-field problems of a 'request.invalid' answer. */
export function fieldIssuesOf(error: unknown): FieldProblem[] {
  // A machine's context holds the failure as it was thrown or as a plain ApiFailure: both carry the fields.
  const failure = error as Partial<ApiFailure> | null
  if (typeof failure !== 'object' || failure === null || failure.code !== 'request.invalid') return []
  const fields =
    (failure.data as { fields?: Array<{ field: string; message: string; key?: string }> } | null)?.fields ??
    []
  return fields.map(({ field, message, key }) => ({
    field,
    message,
    key: key !== undefined && knownKeys.has(key) ? (key as ValidationKey) : undefined,
  }))
}
