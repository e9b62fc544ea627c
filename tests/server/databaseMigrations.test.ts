import { readFileSync } from 'node:fs'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../contract/menus.ts'
import { health } from '../../contract/system.ts'
import { passwordHasher } from '../../server/auth/passwords.ts'
import { roleMenus } from '../../server/database/roleMenus.ts'
import { roles, users } from '../../server/database/schema/accounts.ts'
import { seedIfEmpty } from '../../server/database/seed.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the database', () => {
  it('the health check answers ok without a session', async () => {
    const { status, body } = await server.call(health, undefined)
    expect(status).toBe(200)
    expect(body.data).toEqual({ status: 'ok' })
  })

  it('a restart migrates and seeds again without failing or adding rows', async () => {
    const before = await server.db.select({ n: count() }).from(users)
    await server.migrate()
    expect(await seedIfEmpty(server.db, passwordHasher(server.config.argon2))).toBe(false)
    expect(await server.db.select({ n: count() }).from(users)).toEqual(before)
  })

  it('an operation seeded before the dashboards gets their menus for its office manager and team leader, keeping the rest', async () => {
    const dashboardMenus: number[] = [
      menuIds.dashboard,
      menuIds.performanceStatement,
      menuIds.performanceDetails,
      menuIds.collectionDashboard,
      menuIds.staffsDashboard,
      menuIds.staffsStatement,
      menuIds.staffPerformance,
      menuIds.sellersPerformanceDashboard,
    ]
    const menusOf = async (roleId: number) => {
      const [role] = await server.db
        .select({ menuIds: roles.menuIds })
        .from(roles)
        .where(eq(roles.id, roleId))
      return [...role!.menuIds].sort((a, b) => a - b)
    }
    const seeded = (roleId: number) =>
      [...new Set(roleMenus.find((role) => role.id === roleId)!.menuIds)].sort((a, b) => a - b)
    // As seeded before: the office manager without any dashboard, the leader without the sellers'.
    const before = {
      [roleIds.officeManager]: seeded(roleIds.officeManager).filter((menu) => !dashboardMenus.includes(menu)),
      [roleIds.teamLeader]: seeded(roleIds.teamLeader).filter(
        (menu) => menu !== menuIds.sellersPerformanceDashboard,
      ),
    }
    for (const [roleId, menus] of Object.entries(before))
      await server.db
        .update(roles)
        .set({ menuIds: menus })
        .where(eq(roles.id, Number(roleId)))
    const statements = readFileSync(
      new URL('../../server/database/migrations/0016_dashboard_menus.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint')
    // Twice: a migration run again changes nothing.
    for (const _ of [1, 2]) for (const statement of statements) await server.db.execute(sql.raw(statement))
    expect(await menusOf(roleIds.officeManager)).toEqual(seeded(roleIds.officeManager))
    expect(await menusOf(roleIds.teamLeader)).toEqual(seeded(roleIds.teamLeader))
  })
})
