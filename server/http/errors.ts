import type { ErrorCode } from '../../contract/errors.ts'
import type { FieldIssue } from '../../contract/validation.ts'

/** A refusal with a stable code; the one error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly params: Record<string, string | number>
  readonly data: unknown

  constructor(code: ErrorCode, options: { params?: Record<string, string | number>; data?: unknown } = {}) {
    super(code)
    this.name = 'AppError'
    this.code = code
    this.params = options.params ?? {}
    this.data = options.data ?? null
  }
}

/** Input that failed its contract schema; raised by the validator before any handler runs. */
export class ValidationFailure extends Error {
  readonly issues: FieldIssue[]

  constructor(issues: FieldIssue[]) {
    super('validation failed')
    this.name = 'ValidationFailure'
    this.issues = issues
  }
}
