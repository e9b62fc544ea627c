// What a demo user's role opens, in English, read from the registries the console follows: the roles'
// menus (server/database/roleMenus.ts) and the route table each area adds its group to
// (src/app/routeTable.ts). A new area or screen changes what these answer, not the tests that ask.
import { demoAccounts } from '../../server/database/demoAccounts.ts'
import { roleMenus } from '../../server/database/roleMenus.ts'
import { areasFor, menuFor, routeGroups, routeTitle } from '../../src/app/routeTable.ts'

function roleOf(username: string) {
  const account = demoAccounts.find((demo) => demo.username === username)
  const role = roleMenus.find((candidate) => candidate.id === account?.roleId)
  if (!role) throw new Error(`no demo account ${username} with a role`)
  return role
}

/** The source text of a title: the English catalog is the source (lingui.config.ts). */
const english = (title: { message?: string; id: string }) => title.message ?? title.id

/** The areas on the user's welcome page, in order. */
export function welcomeAreasOf(username: string): string[] {
  return areasFor(roleOf(username).menuIds).map((group) => english(group.title))
}

/** The areas the user's role does not open. */
export function areasClosedTo(username: string): string[] {
  const open = new Set(welcomeAreasOf(username))
  return routeGroups
    .filter((group) => group.menuId !== undefined)
    .map((group) => english(group.title))
    .filter((title) => !open.has(title))
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The side menu's entries for the user, in order, each matched at the end of its link's text. */
export function menuEntriesOf(username: string): RegExp[] {
  const role = roleOf(username)
  return menuFor(role.menuIds)
    .flatMap((group) => group.routes)
    .map((route) => new RegExp(`${escaped(english(routeTitle(route, role.id)))}$`))
}
