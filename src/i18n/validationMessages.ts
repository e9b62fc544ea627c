import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import type { ValidationKey } from '../../contract/errors.ts'
import { fieldIssues } from '../../contract/validation.ts'
import { i18n } from './i18n.ts'

/** The one map from a schema's issue key to what the user reads. */
const validationMessages: Record<ValidationKey, MessageDescriptor> = {
  required: msg`This field cannot be empty`,
  completeTheContent: msg`please complete the content`,
  tooShort: msg`This is too short`,
  tooLong: msg`This is too long`,
  'number.tooSmall': msg`This number is below the smallest allowed`,
  'number.tooBig': msg`This number is above the largest allowed`,
  invalidValue: msg`This value is not valid`,
  'text.forbiddenCharacter': msg`This contains a character that is not allowed`,
  'password.rules': msg`8 to 32 characters with upper and lower case letters and numbers`,
  'password.simple': msg`This password is too simple`,
  'password.mismatch': msg`passwords do not match`,
  'phone.format': msg`enter the correct number`,
  'code.format': msg`Enter the 6-digit code`,
  'timeZone.unknown': msg`choose a time zone from the list`,
  'countryCode.unknown': msg`no country has this calling code: choose a country from the list`,
  'date.range': msg`Choose a day from 1900 to two years from today`,
  'leave.pastDay': msg`cannot include a day already past on your calendar`,
  'record.diallingTime': msg`dialling time cannot be empty`,
  'record.connectionStatus': msg`select the connection status`,
  'record.dateItem': msg`date item cannot be empty`,
  'record.dateTime': msg`date time cannot be empty`,
  'record.connectionTime': msg`connection time cannot be empty`,
  'record.hangUpTime': msg`hang-up time cannot be empty`,
  'record.dangerousReason': msg`dangerous customer reason cannot be empty`,
  'record.hangUpBeforeConnection': msg`hang-up time cannot be before the connection time`,
  'record.diallingInFuture': msg`dialling time cannot be in the future`,
  'record.connectionBeforeDialling': msg`connection time cannot be before the dialling time`,
  'record.dateTimeInPast': msg`date time cannot be in the past`,
  'record.madeAtInFuture': msg`the time the record was made cannot be in the future`,
  'record.madeAtTooOld': msg`the record was made too long ago to be saved; write it again`,
  'range.order': msg`the start cannot be after the end`,
  'range.bothEnds': msg`a range needs both ends, a start and an end`,
  'blacklist.app': msg`please select the app`,
  'blacklist.idCard': msg`id card cannot be empty`,
  'blacklist.phone': msg`phone number cannot be empty`,
  'blacklist.reason': msg`reason cannot be empty`,
  'team.nameEmpty': msg`team name should not be empty`,
  'team.select': msg`please select a team`,
  'member.select': msg`please select a member`,
  'sim.cardNumber': msg`card number cannot be empty`,
  'sim.cardNumberDigits': msg`a card number has digits only`,
  'sim.cardNumberCountry': msg`must be the 19 digits printed on the card, starting 89234 (Nigeria) or 8952 (Mexico)`,
  'sim.reason': msg`a reason must be selected`,
  'sim.rejectionReason': msg`write the reason for rejecting it, for the applicant to read`,
  'sim.descriptionWords': msg`a deactivation description must have fewer than 150 words`,
  'sim.otp': msg`OTP cannot be empty`,
  'sim.otpFormat': msg`must be the 6 digits WhatsApp sent, without spaces`,
  'sim.verificationAnswer': msg`verification answer cannot be empty`,
}

export function validationMessage(key: ValidationKey): string {
  return i18n._(validationMessages[key])
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> }

/** Checks form values against the call's own contract schema; errors keyed by field, translated. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    errors: Object.fromEntries(
      fieldIssues(result.error).map((issue) => [issue.field, validationMessage(issue.key)]),
    ),
  }
}
