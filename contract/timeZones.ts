import zones from './timeZones.json' with { type: 'json' }

/**
 * The time zones a member may be given: IANA's places that both engines know, PostgreSQL (which
 * reads a member's day with `at time zone`) and the Intl of Node and the browser. Node accepts old
 * links PostgreSQL dropped (`US/Pacific-New`): one saved made every staff list answer 500. The list
 * is computed once by scripts/timeZoneList.ts and committed; tests/server/memberTimeZones.test.ts checks
 * it against the engine the tests run on.
 */
export const timeZones: readonly string[] = zones

const known: ReadonlySet<string> = new Set(timeZones)

export const isKnownTimeZone = (zone: string) => known.has(zone)
