import type { ApiFailure, ErrorType } from '../../contract/errors.ts'

/** A failed call, as every screen and machine sees it: what to do (type), what it was (code), what to say. */
export class ApiError extends Error implements ApiFailure {
  readonly type: ErrorType
  readonly code: string
  readonly data: unknown

  constructor(failure: ApiFailure) {
    super(failure.message)
    this.name = 'ApiError'
    this.type = failure.type
    this.code = failure.code
    this.data = failure.data ?? null
  }
}

/** The field-by-field problems of a 'request.invalid' answer, keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'request.invalid') return {}
  const fields = (error.data as { fields?: Array<{ field: string; message: string }> } | null)?.fields ?? []
  return Object.fromEntries(fields.map((field) => [field.field, field.message]))
}
