import type { Endpoint } from './endpoint.ts'
import type { ErrorCode } from './errors.ts'
import type { RoleId } from './menus.ts'
import { type PolicyActor, type RowFacts, type RowRefusal, type RowRule, rowRefusal } from './policy.ts'

/**
 * Who may take an action. The server refuses a call its rule refuses (declareRoute), and the screens
 * offer the action only where the same rule allows it, so the rule is written once. Which rows it may
 * touch is the policy's (contract/policy.ts): the area's service asks it with the row it locked
 * (server/http/policy.ts assertMayOnRow), the screens with the row they show (mayDoOnRow).
 */
export type WhoMay = MenuRule & RowsRule

interface MenuRule {
  /**
   * The menu the action lives in: the user's menuIdList must hold it. 'signedIn' for an action on
   * what is the user's own wherever they are (marking their messages read), which no menu holds.
   */
  readonly menuId: number | 'signedIn'
  /** Roles that open the menu but may not act in it (auditors read every case and change none). */
  readonly readOnlyRoles: readonly RoleId[]
}

type RowsRule =
  | { readonly rows: 'none' }
  | {
      readonly rows: Exclude<RowRule, 'none'>
      /** The area's refusal of a row out of reach, in its own words ('case.notYours'). */
      readonly outOfReach: ErrorCode
      /** The area's refusal of deciding one's own request, where it has words of its own. */
      readonly ownRow?: ErrorCode
    }

/** The half of a user action both sides read; its label and notices live in the area's feature folder. */
export interface Action<E extends Endpoint = Endpoint> {
  /** The contract entry the action calls. */
  readonly endpoint: E
  readonly whoMay: WhoMay
  /**
   * Whether the action may be taken offline: screens keep it offered with no network, while one that
   * needs the server is disabled, saying why (useActionOffer). No outbox holds such writes yet (issue 10).
   */
  readonly offline: boolean
}

/** What a rule needs to know about the user: the signed-in user of either side carries it. */
export type Actor = PolicyActor

/** Whether the user may take the action at all: its menu, and not a read-only role of it. */
export function mayDo(whoMay: WhoMay, actor: Pick<Actor, 'roleId' | 'menuIdList'>): boolean {
  return (
    (whoMay.menuId === 'signedIn' || actor.menuIdList.includes(whoMay.menuId)) &&
    !(whoMay.readOnlyRoles as readonly number[]).includes(actor.roleId)
  )
}

/** Why the action is refused on this row, or null when the user may take it there. */
export function refusalOnRow(whoMay: WhoMay, actor: Actor, row: RowFacts): RowRefusal | 'menu' | null {
  if (!mayDo(whoMay, actor)) return 'menu'
  return rowRefusal(whoMay.rows, actor, row)
}

/** Whether the user may take the action on this row: what a screen asks before it offers the button. */
export const mayDoOnRow = (whoMay: WhoMay, actor: Actor, row: RowFacts): boolean =>
  refusalOnRow(whoMay, actor, row) === null

/**
 * Whether a screen offers the action: on the row when it is drawn beside one, otherwise by its menu,
 * except a rule that needs no row to refuse (making a team needs every team, whichever team it is).
 */
export function mayOffer(whoMay: WhoMay, actor: Actor, row?: RowFacts): boolean {
  if (row) return mayDoOnRow(whoMay, actor, row)
  return whoMay.rows === 'everyTeam' ? mayDoOnRow(whoMay, actor, { teamId: null }) : mayDo(whoMay, actor)
}

/** The rule of each endpoint an action calls: several actions may share an endpoint, never two rules. */
export function whoMayByEndpoint(actions: Iterable<Action>): ReadonlyMap<Endpoint, WhoMay> {
  const rules = new Map<Endpoint, WhoMay>()
  for (const { endpoint, whoMay } of actions) {
    const known = rules.get(endpoint)
    if (known && known !== whoMay)
      throw new Error(`${endpoint.path}: its actions name different who-may rules; give them one`)
    rules.set(endpoint, whoMay)
  }
  return rules
}

/**
 * Every call a signed-in user posts is an area's action, so the server refuses to declare one without
 * a rule (a POST the spec uses to read, such as the message lists, is one too, on the user's own rows).
 */
export const isAreaWrite = (endpoint: Endpoint): boolean =>
  endpoint.method === 'POST' && endpoint.access !== 'public'
