import { describe, expect, it } from 'vitest'
import { countryProfiles } from './demoCountries.ts'
import { generateRecords } from './recordGenerator.ts'

const now = new Date('2026-11-28T15:30:00Z')
const hours = (at: Date) => at.getUTCHours()

describe("the seed's calls and messages on a worked case", () => {
  it('fall while its holder held it, in the working day, and before now', () => {
    for (let index = 0; index < 2_000; index++) {
      const allocatedAt = new Date(now.getTime() - (index % 40) * 86_400_000 - (index % 9) * 3_600_000)
      const country = index % 2 === 0 ? 'MX' : 'NG'
      const [first, end] = countryProfiles[country].workingHoursUtc
      const records = generateRecords(index, { allocatedAt, ownerId: 7, country, hasHistory: true }, now)
      expect(records.length).toBeLessThanOrEqual(3)
      for (const record of records) {
        expect(record.diallingAt.getTime()).toBeGreaterThanOrEqual(allocatedAt.getTime())
        expect((record.hungUpAt ?? record.diallingAt).getTime()).toBeLessThanOrEqual(now.getTime())
        expect(hours(record.diallingAt)).toBeGreaterThanOrEqual(first)
        expect(hours(record.diallingAt)).toBeLessThan(end)
      }
      const times = records.map((record) => record.diallingAt.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
    }
  })

  it('are none on a case nobody holds or nobody has worked', () => {
    const allocatedAt = new Date(now.getTime() - 5 * 86_400_000)
    expect(generateRecords(1, { allocatedAt, ownerId: null, country: 'MX', hasHistory: true }, now)).toEqual(
      [],
    )
    expect(generateRecords(1, { allocatedAt, ownerId: 7, country: 'MX', hasHistory: false }, now)).toEqual([])
  })
})
