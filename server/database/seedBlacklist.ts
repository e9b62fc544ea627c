import { eq } from 'drizzle-orm'
import type { AreaSeed } from './areaSeed.ts'
import type { Database } from './connect.ts'
import { users } from './schema/accounts.ts'
import { blacklistEntries } from './schema/blacklist.ts'
import { apps } from './schema/system.ts'

/** A few people each brand refuses a loan to, listed by the demo manager (menu 59). */
export async function seedBlacklist(db: Database): Promise<void> {
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
  const brands = await db.select({ id: apps.id, code: apps.code }).from(apps)
  const appId = (code: string) => brands.find((brand) => brand.code === code)?.id
  const presta = appId('PRESTAFACIL')
  const owo = appId('OWOCREDIT')
  if (!manager || presta === undefined || owo === undefined) return
  await db.insert(blacklistEntries).values([
    {
      appId: presta,
      idCard: 'GOMR850312HDFLRS09',
      phone: '525512340001',
      reason: 'Identity documents found forged',
      createdById: manager.id,
    },
    {
      appId: presta,
      idCard: 'HEMA900101MDFRRN02',
      phone: '525512340002',
      reason: 'Loan taken out to resell, reported by the bank',
      createdById: manager.id,
    },
    {
      appId: owo,
      idCard: '22145678901',
      phone: '2348031234567',
      reason: 'Threatened a collector on a call',
      createdById: manager.id,
    },
  ])
}

export const blacklistSeed: AreaSeed = { area: 'blacklist', seed: seedBlacklist }
