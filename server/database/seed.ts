import { count } from 'drizzle-orm'
import type { PasswordHasher } from '../auth/passwords.ts'
import { areaSeeds } from './areaSeeds.ts'
import type { Database } from './connect.ts'
import { demoAccounts, demoPassword } from './demoAccounts.ts'
import { roleMenus } from './roleMenus.ts'
import { roles, users } from './schema/accounts.ts'
import { apps, teams, teamTypes } from './schema/system.ts'
import { seedTeamHeads } from './seedStaffs.ts'

const dayMs = 86_400_000
/** The day the demo operation opened: the entry date of its first members. */
const operationOpened = '2025-06-02'

/**
 * Seeds a believable operation on first start: its roles, brands, teams and demo accounts, then each
 * area's demo data (`areaSeeds`). Does nothing when users exist. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, hasher: PasswordHasher): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users)
  if (existing && existing.n > 0) return false
  const passwordHash = await hasher.hash(demoPassword)
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(roleMenus.map((role) => ({ id: role.id, name: role.name, menuIds: [...role.menuIds] })))
    // PrestaFácil lends in Mexico, in pesos; OwoCredit in Nigeria, in naira. Each brand is seen only
    // where it operates: a Lagos team works OwoCredit's loans, a Mexico City team PrestaFácil's.
    const [ownApp] = await tx
      .insert(apps)
      .values({ code: 'PRESTAFACIL', name: 'PrestaFácil', hasOwnApp: true, currency: 'MXN' })
      .returning({ id: apps.id })
    // The second brand has no app of its own: its loans and repayments go through PrestaFácil's.
    await tx.insert(apps).values({
      code: 'OWOCREDIT',
      name: 'OwoCredit',
      hasOwnApp: false,
      handledByAppId: ownApp!.id,
      currency: 'NGN',
    })
    const types = await tx
      .insert(teamTypes)
      .values([
        { code: 'collection', nameEn: 'Collection', nameEs: 'Cobranza' },
        { code: 'sales', nameEn: 'Sales', nameEs: 'Ventas' },
      ])
      .returning({ id: teamTypes.id, code: teamTypes.code })
    const typeId = (code: string) => types.find((type) => type.code === code)!.id
    // Leaders and managers are named as the operation knows them, then found among the members below.
    const teamPlan = [
      {
        name: 'Lagos S1 Collection',
        teamTypeId: typeId('collection'),
        leader: 'Adaeze Nwosu',
        manager: 'Roberto Castillo',
        dutyDays: [1, 2, 3, 4, 5, 6],
      },
      {
        name: 'CDMX S2 Collection',
        teamTypeId: typeId('collection'),
        leader: 'Jorge Medina',
        manager: 'Roberto Castillo',
        dutyDays: [1, 2, 3, 4, 5],
      },
      {
        name: 'CDMX Sales',
        teamTypeId: typeId('sales'),
        leader: 'María López',
        manager: 'Roberto Castillo',
        dutyDays: [1, 2, 3, 4, 5, 6],
      },
      {
        name: 'Night Shift Collection',
        teamTypeId: typeId('collection'),
        leader: '',
        manager: 'Roberto Castillo',
        dutyDays: [6, 7],
      },
    ]
    const teamRows = await tx
      .insert(teams)
      .values(teamPlan.map(({ leader, manager, ...team }) => team))
      .returning({ id: teams.id, name: teams.name })
    const now = Date.now()
    await tx.insert(users).values(
      demoAccounts.map((account) => ({
        username: account.username,
        phone: account.phone,
        displayName: account.displayName,
        roleId: account.roleId,
        teamId: account.team ? teamRows.find((team) => team.name === account.team)!.id : null,
        cc: account.cc,
        timeZone: account.timeZone,
        passwordHash,
        passwordExpiresAt: new Date(account.passwordExpired ? now - dayMs : now + 90 * dayMs),
        entryDate: account.entryDate ?? operationOpened,
      })),
    )
    await seedTeamHeads(tx, teamPlan, teamRows)
  })
  for (const area of areaSeeds) await area.seed(db)
  return true
}
