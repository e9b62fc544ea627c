import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../../contract/bilingual.ts'
import { uiLanguage } from './locale.ts'

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  es: () => import('../locales/es/messages.po'),
}

/** Loads and activates the stored language's catalog before the first render. */
export async function activateStoredLanguage(): Promise<Language> {
  const language = uiLanguage()
  const { messages } = await catalogs[language]()
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = language
  return language
}

export { i18n }
