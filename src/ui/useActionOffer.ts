import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { type Action, type Actor, mayOffer } from '../../contract/actions.ts'
import type { RowFacts } from '../../contract/policy.ts'
import { useOnline } from '../api/useOnline.ts'

/** How a screen draws one action's button for this user, now. */
export interface ActionOffer {
  /** The contract's who-may rule lets the user take it: the button is drawn (the server asks the same). */
  offered: boolean
  /** Why the drawn button cannot be used now (it needs the server, and there is none); undefined when it can. */
  disabledReason: string | undefined
}

/**
 * Why something that needs the server cannot be used now, in the user's language; undefined while
 * online or when it does not need the server. DESIGN.md: it says so plainly instead of failing.
 */
export function useServerNeeded(needsServer = true): string | undefined {
  const { t } = useLingui()
  const online = useOnline()
  return needsServer && !online ? t`This needs the server, and you are offline.` : undefined
}

type OfferOf = (action: Pick<Action, 'whoMay' | 'offline'>, user: Actor, row?: RowFacts) => ActionOffer

/**
 * The offer of any number of actions (a row of marks, a button per row): who may (the one policy,
 * on the row when there is one), being online, and whether the action works offline, combined in one
 * place so no button decides it alone.
 */
export function useActionOffers(): OfferOf {
  const offlineReason = useServerNeeded()
  return useCallback(
    (action, user, row) => ({
      offered: mayOffer(action.whoMay, user, row),
      disabledReason: action.offline ? undefined : offlineReason,
    }),
    [offlineReason],
  )
}

/** The offer of one action's button. */
export function useActionOffer(action: Pick<Action, 'whoMay' | 'offline'>, user: Actor): ActionOffer {
  return useActionOffers()(action, user)
}
