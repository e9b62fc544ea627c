import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { timeZones } from '../../contract/timeZones.ts'
import { SearchPicker } from './SearchPicker.tsx'

/** A zone as a person reads it: 'America/Mexico_City' is America/Mexico City. */
const placeOf = (zone: string) => zone.replaceAll('_', ' ')

const searchable = timeZones.map((zone) => ({ zone, key: placeOf(zone).toLowerCase() }))

const offsets = new Map<string, string>()

/** How far the zone is from UTC today, as the reader's language writes it ("GMT-6"). */
function offsetOf(zone: string, locale: string): string {
  const key = `${locale} ${zone}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts()
    offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? ''
    offsets.set(key, offset)
  }
  return offset
}

/**
 * A time zone (a member's, the clock a rule runs on), chosen from the zones both the database and the
 * browser know (contract/timeZones.ts) by typing part of its place: "mexico", "lagos", "kolkata".
 * Never free text: a zone the database does not know once broke every staff list.
 */
export function TimeZonePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const search = useCallback(
    async (typed: string) => {
      const words = placeOf(typed)
        .toLowerCase()
        .split(/[\s/]+/)
        .filter(Boolean)
      return searchable
        .filter(({ key }) => words.every((word) => key.includes(word)))
        .map(({ zone }) => ({ value: zone, label: placeOf(zone), hint: offsetOf(zone, locale) }))
    },
    [locale],
  )
  return (
    <SearchPicker
      label={label}
      value={value}
      labelOf={placeOf}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      search={search}
      placeholder={t`Type a city or region to search`}
      noMatch={t`No time zone matches.`}
      clearable={false}
      pauseMs={0}
    />
  )
}
