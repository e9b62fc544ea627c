import type { ErrorType } from '../../contract/errorCatalogue.ts'
import type { ApiFailure } from '../../contract/errors.ts'

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
