import type { StatementVariant } from '../../../contract/dashboards.ts'

/** The time zones of the operations whose statement leads with the money (docs/decisions/0045). */
const moneyFirstZones: readonly string[] = ['Africa/Lagos', 'Asia/Karachi']

/** The statement a user gets, from their own time zone: the one rule the screen and its tests read. */
export function statementVariantOf(timeZone: string): StatementVariant {
  return moneyFirstZones.includes(timeZone) ? 'ngpk' : 'standard'
}
