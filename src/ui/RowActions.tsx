import type { Actor } from '../../contract/actions.ts'
import type { RowFacts } from '../../contract/policy.ts'
import { ActionButton, type OfferedAction } from './ActionButton.tsx'
import { MoreRowActions } from './MoreRowActions.tsx'
import { useActionOffers } from './useActionOffer.ts'

export interface RowActionsProps<Name extends string> {
  /** The actions the row's state takes now (the area's machine says which); who may is decided here. */
  actions: readonly OfferedAction<Name>[]
  user: Actor
  /**
   * The row as the policy reads it: its team, owner or holder, role. None where the row does not carry
   * them and the server lists only rows in the user's reach: the action's menu and roles decide.
   */
  facts?: RowFacts
  /** How a button names its row after its label ('Retrieve 8952…'), so each row's buttons differ. */
  rowName: string
  /** What a confirmation names; the row's name when left out. */
  subject?: string
  /**
   * The most buttons the cell shows; the rest go behind a "more" button (a list that must fit beside
   * the menu at 1,280 px). All when not given.
   */
  shownAtMost?: number
  onTake: (name: Name) => void | Promise<void>
}

/** A list's actions cell: one button per action this user may take on this row. */
export function RowActions<Name extends string>({
  actions,
  user,
  facts,
  rowName,
  subject = rowName,
  shownAtMost = actions.length,
  onTake,
}: RowActionsProps<Name>) {
  const offerOf = useActionOffers()
  const offered = actions.filter((entry) => offerOf(entry.action, user, facts).offered)
  const button = (entry: OfferedAction<Name>, taken?: () => void) => (
    <ActionButton
      key={entry.name}
      look="row"
      entry={entry}
      user={user}
      {...(facts ? { facts } : {})}
      subject={subject}
      rowName={rowName}
      onTake={
        taken
          ? async (name) => {
              await onTake(name)
              taken()
            }
          : onTake
      }
    />
  )
  return (
    <span className="flex gap-1">
      {offered.slice(0, shownAtMost).map((entry) => button(entry))}
      {offered.length > shownAtMost && (
        <MoreRowActions rowName={rowName}>
          {(taken) => offered.slice(shownAtMost).map((entry) => button(entry, taken))}
        </MoreRowActions>
      )}
    </span>
  )
}
