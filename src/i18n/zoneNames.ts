import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The zones the operation works in, named as people there say it (issue 12), not by their identifier. */
const zoneNames: Readonly<Record<string, MessageDescriptor>> = {
  'America/Mexico_City': msg`Mexico City time`,
  'Africa/Lagos': msg`Lagos time`,
  'Asia/Kolkata': msg`India time`,
}

/**
 * A time zone as a label: "Lagos time" / "Hora de Lagos"; a zone not listed by its city
 * ("America/Bogota" is "Bogota time").
 */
export function zoneName(timeZone: string): string {
  const known = zoneNames[timeZone]
  if (known) return i18n._(known)
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')
  return i18n._(msg`${city} time`)
}
