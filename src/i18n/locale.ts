import type { Language } from '../../contract/bilingual.ts'
import type { RequestLocale } from '../../contract/callBasics.ts'

/** The interface languages; the stored value also tells the server which English to use. */
const storageKey = 'lang'
const storedValues: Record<RequestLocale, Language> = { 'en-US': 'en', 'en-IN': 'en', 'es-ES': 'es' }

/** The stored locale, or one guessed from the browser on the first visit. */
export function storedLocale(): RequestLocale {
  const stored = localStorage.getItem(storageKey)
  if (stored && stored in storedValues) return stored as RequestLocale
  return navigator.language.toLowerCase().startsWith('es') ? 'es-ES' : 'en-US'
}

export function uiLanguage(locale: RequestLocale = storedLocale()): Language {
  return storedValues[locale]
}

/** Stores the choice and reloads the page, as the spec asks (section 1). */
export function switchLanguage(language: Language): void {
  localStorage.setItem(storageKey, language === 'es' ? 'es-ES' : 'en-US')
  window.location.reload()
}

export const localeStorageKey = storageKey

/** A text the contract gives in both languages (a kind's or a status's word), in the screen's language. */
export const inUiLanguage = (words: Readonly<Record<Language, string>>): string => words[uiLanguage()]
