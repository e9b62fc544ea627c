import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import {
  callingCodeOfRegion,
  mainRegionOf,
  officeRegions,
  regionCallingCodes,
} from '../../../contract/callingCodes.ts'
import { type SearchChoice, SearchPicker } from '../../ui/SearchPicker.tsx'

interface Country {
  region: string
  code: string
  /** "Nigeria +234", in the reader's language. */
  label: string
  /** The name as searched: lower case, without accents ("mexico" finds México). */
  key: string
}

const plain = (words: string) => words.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const isOffice = (region: string) => (officeRegions as readonly string[]).includes(region)

const countriesByLocale = new Map<string, readonly Country[]>()

/** Every country with its calling code, named in the reader's language, ours first, then by name. */
function countriesIn(locale: string): readonly Country[] {
  let countries = countriesByLocale.get(locale)
  if (countries === undefined) {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const collator = new Intl.Collator(locale)
    countries = regionCallingCodes
      .map(({ region, code }) => {
        const name = names.of(region) ?? region
        return { region, code, label: `${name} +${code}`, key: plain(name) }
      })
      .sort(
        (a, b) =>
          Number(isOffice(b.region)) - Number(isOffice(a.region)) || collator.compare(a.label, b.label),
      )
    countriesByLocale.set(locale, countries)
  }
  return countries
}

/**
 * The countries whose name or calling code holds what was typed: "niger", "méxico", "234", "+52",
 * or the whole "Nigeria +234". A name or code that starts with it comes first.
 */
export function findCountries(typed: string, locale: string): SearchChoice[] {
  const words = plain(typed).split(/\s+/).filter(Boolean)
  const matches = (country: Country, word: string) =>
    /^\+?\d+$/.test(word) ? country.code.startsWith(word.replace('+', '')) : country.key.includes(word)
  const startsWith = (country: Country, word: string) =>
    /^\+?\d+$/.test(word) ? country.code === word.replace('+', '') : country.key.startsWith(word)
  const found = countriesIn(locale).filter((country) => words.every((word) => matches(country, word)))
  const first = words[0]
  const ordered =
    first === undefined
      ? found
      : [
          ...found.filter((country) => startsWith(country, first)),
          ...found.filter((country) => !startsWith(country, first)),
        ]
  return ordered.map(({ region, label }) => ({ value: region, label }))
}

/**
 * The country a calling code is chosen as: the one best known by it ('1' is the United States). A
 * code no country has (kept from before the picker) stays as it is, '+999', for its error to name.
 */
const regionOfCode = (code: string) => (code === '' ? '' : (mainRegionOf(code) ?? `+${code}`))

/** What a chosen country reads as in the reader's language; a code no country has, as it is. */
const labelOfRegion = (region: string, locale: string) =>
  countriesIn(locale).find((each) => each.region === region)?.label ?? region

/**
 * A member's country calling code, chosen by the country's name in the reader's language or by the
 * code itself. What it sets is the code's digits, as the contract keeps it ('234'), never free text.
 */
export function CountryCodePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string
  /** The calling code's digits; '' for none. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const search = useCallback(async (typed: string) => findCountries(typed, locale), [locale])
  // Countries share codes ('1' is the United States and Canada): the one chosen here stays chosen
  // while the code is its own, rather than turning into the country best known by that code.
  const [chosenRegion, setChosenRegion] = useState('')
  const region = callingCodeOfRegion(chosenRegion) === value ? chosenRegion : regionOfCode(value)
  const choose = useCallback(
    (region: string) => {
      setChosenRegion(region)
      onChange(callingCodeOfRegion(region) ?? '')
    },
    [onChange],
  )
  const labelOf = useCallback((region: string) => labelOfRegion(region, locale), [locale])
  return (
    <SearchPicker
      label={label}
      value={region}
      labelOf={labelOf}
      onChange={choose}
      onBlur={onBlur}
      error={error}
      search={search}
      placeholder={t`Type a country or its code to search`}
      noMatch={t`No country matches.`}
      clearable={false}
      pauseMs={0}
    />
  )
}
