/**
 * Every error crosses a boundary as { type, code, message }: `type` says what the caller does with it,
 * `code` is stable and testable, the message is already in the user's language.
 */
export type ErrorType =
  | 'signedOut'
  | 'forbidden'
  | 'notFound'
  | 'invalid'
  | 'conflict'
  | 'offline'
  | 'business'
  | 'tooMany'

export const errorCodes = {
  'request.invalid': { type: 'invalid', status: 400 },
  'request.missingTimestamp': { type: 'invalid', status: 400 },
  'request.missingLang': { type: 'invalid', status: 400 },
  'request.bodyTooLarge': { type: 'invalid', status: 413 },
  'request.unsupportedMediaType': { type: 'invalid', status: 415 },
  'session.signedOut': { type: 'signedOut', status: 401 },
  'session.forbidden': { type: 'forbidden', status: 403 },
  'interface.notFound': { type: 'notFound', status: 404 },
  'auth.wrongCredentials': { type: 'business', status: 401 },
  'auth.passwordExpired': { type: 'business', status: 403 },
  'auth.accountDisabled': { type: 'business', status: 403 },
  'auth.tooManyAttempts': { type: 'tooMany', status: 429 },
  'auth.wrongOldPassword': { type: 'business', status: 422 },
  'auth.samePassword': { type: 'business', status: 422 },
  'auth.codeInvalid': { type: 'business', status: 422 },
  'auth.codeTooSoon': { type: 'tooMany', status: 429 },
  'case.closed': { type: 'conflict', status: 409 },
  'case.notAllowed': { type: 'business', status: 422 },
  'case.notFound': { type: 'notFound', status: 404 },
  'case.notYours': { type: 'forbidden', status: 403 },
  'case.pinLimit': { type: 'business', status: 422 },
  'case.revealRefused': { type: 'business', status: 422 },
  'mutation.reused': { type: 'conflict', status: 409 },
  'server.failure': { type: 'business', status: 500 },
} as const satisfies Record<string, { type: ErrorType; status: number }>

export type ErrorCode = keyof typeof errorCodes

/** Issue keys a schema may raise; both sides translate them, the client with Lingui, the server with its table. */
export const validationKeys = [
  'required',
  'completeTheContent',
  'tooShort',
  'tooLong',
  'number.tooSmall',
  'number.tooBig',
  'invalidValue',
  'password.rules',
  'password.simple',
  'password.mismatch',
  'phone.format',
  'code.format',
  'record.diallingTime',
  'record.connectionStatus',
  'record.dateItem',
  'record.dateTime',
  'record.connectionTime',
  'record.hangUpTime',
  'record.dangerousReason',
  'record.hangUpBeforeConnection',
  'record.diallingInFuture',
  'record.connectionBeforeDialling',
  'record.dateTimeInPast',
  'range.order',
  'range.bothEnds',
] as const
export type ValidationKey = (typeof validationKeys)[number]

/** An error as every caller sees it, whichever side raised it. */
export interface ApiFailure {
  type: ErrorType
  code: string
  message: string
  data?: unknown
}
