import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../contract/bilingual.ts'
import { switchLanguage, uiLanguage } from '../i18n/locale.ts'

const languages: Array<{ value: Language; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
]

/** en/es switch: the choice is stored and the page reloads (spec section 1). */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui()
  const current = uiLanguage()
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t`Language`}</span>
      <select
        value={current}
        onChange={(event) => switchLanguage(event.target.value as Language)}
        className={`rounded-md border px-2 py-1 text-sm ${tone === 'dark' ? 'border-white/40 bg-white/10 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
        aria-label={t`Language`}
      >
        {languages.map((language) => (
          <option key={language.value} value={language.value} className="text-slate-900">
            {language.label}
          </option>
        ))}
      </select>
    </label>
  )
}
