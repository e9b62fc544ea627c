import type { Endpoint } from './endpoint.ts'
import type { RoleId } from './menus.ts'

/**
 * Who may take an action. The server refuses a call its rule refuses (declareRoute), and the screens
 * offer the action only where the same rule allows it, so the rule is written once. Which rows a user
 * may touch (a collector only her own cases) needs the row, so the area's service checks that scope.
 */
export interface WhoMay {
  /**
   * The menu the action lives in: the user's menuIdList must hold it. 'signedIn' for an action on
   * what is the user's own wherever they are (marking their messages read), which no menu holds.
   */
  readonly menuId: number | 'signedIn'
  /** Roles that open the menu but may not act in it (auditors read every case and change none). */
  readonly readOnlyRoles: readonly RoleId[]
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

/** What a rule needs to know about the user: the signed-in user of either side carries both. */
export interface Actor {
  roleId: number
  menuIdList: readonly number[]
}

export function mayDo(whoMay: WhoMay, actor: Actor): boolean {
  return (
    (whoMay.menuId === 'signedIn' || actor.menuIdList.includes(whoMay.menuId)) &&
    !(whoMay.readOnlyRoles as readonly number[]).includes(actor.roleId)
  )
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

/** A write behind a menu is an area's action, so the server refuses to declare one without a rule. */
export const isAreaWrite = (endpoint: Endpoint): boolean =>
  endpoint.method === 'POST' && typeof endpoint.access === 'number'
