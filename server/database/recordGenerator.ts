import { connectionStatuses, contactKinds, whatsappConnectionStatuses } from '../../contract/cases.ts'
import { randomSource } from './caseGenerator.ts'
import { countryProfiles, type DemoCountry } from './demoCountries.ts'

/** One call or WhatsApp message a collector made on a case and wrote down (a collection record). */
export interface GeneratedRecord {
  diallingAt: Date
  channel: 'call' | 'whatsapp'
  connectionStatus: (typeof connectionStatuses)[number]
  contact: (typeof contactKinds)[number]
  connectedAt: Date | null
  hungUpAt: Date | null
  recordText: string
}

const dayMs = 86_400_000
/** As far back as the seed writes records: the dashboards' longest period (issue 23's 90 days). */
const oldestRecordDays = 90
/** A call lasts at most this long below, so every record's times are past. */
const latestCallMs = 600_000

/**
 * The records of a case someone has worked (it has a deal, a repayment, an appointment, a close):
 * up to three calls or messages by its holder in the country's working hours, from its allocation to
 * now, oldest first. A case nobody holds, or nobody has worked yet, has none. Drawn from a random
 * source of its own, seeded by the case's index, so the cases the seed made before stay the same.
 */
export function generateRecords(
  index: number,
  worked: { allocatedAt: Date; ownerId: number | null; country: DemoCountry; hasHistory: boolean },
  now: Date,
): GeneratedRecord[] {
  if (worked.ownerId === null || !worked.hasHistory) return []
  const random = randomSource(index * 7_919 + 104_729)
  const profile = countryProfiles[worked.country]
  const since = Math.max(worked.allocatedAt.getTime(), now.getTime() - oldestRecordDays * dayMs)
  const days = Math.max(0, Math.floor((now.getTime() - since) / dayMs))
  const [firstHour, endHour] = profile.workingHoursUtc
  const records = Array.from({ length: random.int(1, 3) }, (): GeneratedRecord => {
    const at = new Date(now.getTime() - random.int(0, days) * dayMs)
    // Started within the working day: its last hour begins an hour before it ends.
    at.setUTCHours(random.int(firstHour, endHour - 1), random.int(0, 59), random.int(0, 59), 0)
    // Today's working hours not over yet (the call would not have ended by now): a day earlier.
    const diallingAt = at.getTime() > now.getTime() - latestCallMs ? new Date(at.getTime() - dayMs) : at
    const channel = random.chance(0.7) ? 'call' : 'whatsapp'
    const connectionStatus = random.pick(channel === 'call' ? connectionStatuses : whatsappConnectionStatuses)
    const connected = channel === 'call' && connectionStatus === 'connected'
    const connectedAt = connected ? new Date(diallingAt.getTime() + random.int(5, 40) * 1000) : null
    return {
      diallingAt,
      channel,
      connectionStatus,
      contact: random.chance(0.8) ? 'self' : random.pick(contactKinds),
      connectedAt,
      hungUpAt: connectedAt ? new Date(connectedAt.getTime() + random.int(30, 400) * 1000) : null,
      recordText: random.pick(profile.recordNotes),
    }
  })
  // A call falls while its holder held the case: one drawn before the allocation (its hour, or the
  // day earlier, came before it) is not made.
  return records
    .filter((record) => record.diallingAt >= worked.allocatedAt)
    .sort((a, b) => a.diallingAt.getTime() - b.diallingAt.getTime())
}
