import type { Actor } from '../../contract/actions.ts'
import type { RowFacts } from '../../contract/policy.ts'
import { ActionButton, type OfferedAction } from './ActionButton.tsx'

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
  onTake: (name: Name) => void | Promise<void>
}

/** A list's actions cell: one button per action this user may take on this row. */
export function RowActions<Name extends string>({
  actions,
  user,
  facts,
  rowName,
  subject = rowName,
  onTake,
}: RowActionsProps<Name>) {
  return (
    <span className="flex gap-1">
      {actions.map((entry) => (
        <ActionButton
          key={entry.name}
          look="row"
          entry={entry}
          user={user}
          {...(facts ? { facts } : {})}
          subject={subject}
          rowName={rowName}
          onTake={onTake}
        />
      ))}
    </span>
  )
}
