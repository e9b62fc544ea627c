import { blacklistErrors } from './blacklistErrors.ts'
import { caseErrors } from './caseErrors.ts'
import { type ErrorType, mergeCatalogues } from './errorCatalogue.ts'
import { policyErrors } from './policyErrors.ts'
import { repaymentErrors } from './repaymentErrors.ts'
import { sessionErrors } from './sessionErrors.ts'
import { sharedErrors } from './sharedErrors.ts'
import { simCardErrors } from './simCardErrors.ts'
import { staffErrors } from './staffErrors.ts'
import { workdayErrors } from './workdayErrors.ts'

/**
 * Every error code the service answers: the shared ones and each area's, one line per area
 * (docs/adding-an-area.md). A code two areas declare fails the type check here.
 */
export const errorCodes = mergeCatalogues([
  sharedErrors,
  sessionErrors,
  policyErrors,
  caseErrors,
  repaymentErrors,
  workdayErrors,
  staffErrors,
  simCardErrors,
  blacklistErrors,
])

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
  'text.forbiddenCharacter',
  'password.rules',
  'password.simple',
  'password.mismatch',
  'phone.format',
  'code.format',
  'timeZone.unknown',
  'countryCode.unknown',
  'date.range',
  'leave.pastDay',
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
  'record.madeAtInFuture',
  'record.madeAtTooOld',
  'range.order',
  'range.bothEnds',
  'team.nameEmpty',
  'team.select',
  'member.select',
  'sim.cardNumber',
  'sim.cardNumberDigits',
  'sim.cardNumberCountry',
  'sim.reason',
  'sim.rejectionReason',
  'sim.descriptionWords',
  'sim.otp',
  'sim.otpFormat',
  'sim.verificationAnswer',
  'blacklist.app',
  'blacklist.idCard',
  'blacklist.phone',
  'blacklist.reason',
] as const
export type ValidationKey = (typeof validationKeys)[number]

/** An error as every caller sees it, whichever side raised it. */
export interface ApiFailure {
  type: ErrorType
  code: string
  message: string
  data?: unknown
}
