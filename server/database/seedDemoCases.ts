import type { AreaSeed } from './areaSeed.ts'
import type { Database } from './connect.ts'
import { demoCountryOf } from './demoCountries.ts'
import { users } from './schema/accounts.ts'
import { teamTypes } from './schema/system.ts'
import { brandsByCountry, seedCases } from './seedCases.ts'

/** Worklists for the demo collectors and the seller, and a few cases nobody holds yet. */
async function seedDemoCases(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username, teamId: users.teamId, cc: users.cc })
    .from(users)
  const types = await db.select({ id: teamTypes.id, code: teamTypes.code }).from(teamTypes)
  const person = (username: string) => people.find((row) => row.username === username)!
  const collectorsOf = (names: string[]) =>
    names.map((name) => ({
      userId: person(name).id,
      teamId: person(name).teamId,
      kind: 'collection' as const,
      country: demoCountryOf(person(name).cc),
    }))
  const teamTypeIds = {
    collection: types.find((t) => t.code === 'collection')!.id,
    sales: types.find((t) => t.code === 'sales')!.id,
  }
  const brands = await brandsByCountry(db)
  await seedCases(db, {
    brandsByCountry: brands,
    teamTypeIds,
    owners: collectorsOf(['collector', 'collector.mx', 'expired']),
    count: 390,
    withHistory: true,
  })
  const seller = person('seller')
  await seedCases(db, {
    brandsByCountry: brands,
    teamTypeIds,
    owners: [{ userId: seller.id, teamId: seller.teamId, kind: 'sale', country: demoCountryOf(seller.cc) }],
    count: 80,
    firstIndex: 10_001,
    seed: 6,
    withHistory: true,
  })
  await seedCases(db, {
    brandsByCountry: brands,
    teamTypeIds,
    owners: [null],
    count: 30,
    firstIndex: 20_001,
    seed: 9,
    withHistory: true,
  })
}

export const casesSeed: AreaSeed = { area: 'cases', seed: seedDemoCases }
