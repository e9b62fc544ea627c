import type { z } from 'zod'
import { fieldIssues } from '../../contract/validation.ts'
import { type ValidationKey, validationTexts } from '../../contract/validationTexts.ts'
import { i18n } from './i18n.ts'

/**
 * What a form shows under a field for a problem its schema found, in the language the console is in.
 * The texts are the contract's (`validationTexts`), which the server's refusals read too, so a key
 * is added, and worded in both languages, in one place.
 */
export function validationMessage(key: ValidationKey): string {
  return validationTexts[key].underField[i18n.locale === 'es' ? 'es' : 'en']
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
