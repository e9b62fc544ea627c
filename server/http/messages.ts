import type { Bilingual, Language } from '../../contract/bilingual.ts'
import type { FieldLabels, RequestLocale } from '../../contract/endpoint.ts'
import { type ErrorCode, errorCodes } from '../../contract/errors.ts'
import { listLineOf } from '../../contract/validation.ts'
import { type ValidationKey, validationTexts } from '../../contract/validationTexts.ts'

// The server's code names the language it answers in through here.

export function languageOf(locale: RequestLocale | undefined): Language {
  return locale === 'es-ES' ? 'es' : 'en'
}

/** The one label no call declares: the body as a whole, when it cannot be read at all. */
const bodyLabel: Bilingual = { en: 'Request body', es: 'Cuerpo de la solicitud' }
const lineWord: Bilingual = { en: 'line', es: 'línea' }

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fill(errorCodes[code].respMsg[language], params)
}

/** What a refusal says of a problem a schema found, after the field's label. */
export function validationMessage(key: ValidationKey, language: Language): string {
  return validationTexts[key].refusal[language]
}

/** A field as the failed call's contract entry labels it (`labels`); the field's name if it has none. */
export function fieldLabel(labels: FieldLabels | undefined, field: string, language: Language): string {
  if (field === 'body') return bodyLabel[language]
  const own = labels?.[field]?.[language]
  if (own) return own
  // A line of a list ('cardNumbers.1') is the list's label and its line, counted from 1.
  const line = listLineOf(field)
  const list = line && labels?.[line.list]?.[language]
  return list ? `${list} (${lineWord[language]} ${line.index + 1})` : field
}
