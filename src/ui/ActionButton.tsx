import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Action, Actor } from '../../contract/actions.ts'
import type { RowFacts } from '../../contract/policy.ts'
import type { ActionTexts } from './actionTexts.ts'
import { Button } from './Button.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { useActionOffers } from './useActionOffer.ts'

/** One action as a screen draws it: the contract's half (who may, offline) and the browser's (texts). */
export interface OfferedAction<Name extends string = string, Subject = string> {
  name: Name
  action: Pick<Action, 'whoMay' | 'offline'>
  texts: ActionTexts<Subject>
}

export interface ActionButtonProps<Name extends string, Subject = string> {
  entry: OfferedAction<Name, Subject>
  user: Actor
  /** The row the action is taken on, as the policy reads it; none for a toolbar's action. */
  facts?: RowFacts
  /** What the confirmation names (a card and its holder, a member, a case); actions with a question need it. */
  subject?: Subject
  /** Named after the label in the button's accessible name, so each row's buttons differ ('Retrieve 8952…'). */
  rowName?: string
  /** A toolbar's small button, a row's link-like one, or a mark of a record's header. */
  look?: 'toolbar' | 'row' | 'mark'
  /** The screen is busy with another of its actions (a mark being kept): drawn, not usable. */
  busy?: boolean
  /** 'primary' for a question that guards a mark rather than a loss. */
  tone?: 'danger' | 'primary'
  /**
   * Called once the user asked for it, after the question when the action has one. A question waits
   * for the promise it returns (the write it sends), held, and shows the refusal if there is one.
   */
  onTake: (name: Name) => void | Promise<void>
}

const rowLook =
  'rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 disabled:text-slate-400'

/**
 * An action's button, drawn only for a user the one policy lets take it (on the row when there is
 * one), disabled saying why while it needs the server and there is none, and asking first when its
 * texts hold a question (an action that cannot be taken back).
 */
export function ActionButton<Name extends string, Subject = string>({
  entry,
  user,
  facts,
  subject,
  rowName,
  look = 'toolbar',
  busy = false,
  tone = 'danger',
  onTake,
}: ActionButtonProps<Name, Subject>) {
  const { i18n } = useLingui()
  const offer = useActionOffers()(entry.action, user, facts)
  const [asking, setAsking] = useState(false)
  if (!offer.offered) return null
  const { label, confirm } = entry.texts
  const take = () => {
    if (confirm) setAsking(true)
    else void onTake(entry.name)
  }
  const shared = {
    disabled: busy || offer.disabledReason !== undefined,
    title: offer.disabledReason,
    onClick: take,
    ...(rowName ? { 'aria-label': `${i18n._(label)} ${rowName}` } : {}),
  }
  return (
    <>
      {look === 'row' ? (
        <button type="button" className={rowLook} {...shared}>
          {i18n._(label)}
        </button>
      ) : (
        <Button
          {...(look === 'mark'
            ? { variant: 'secondary' as const, className: 'py-1.5' }
            : { size: 'small' as const })}
          {...shared}
        >
          {i18n._(label)}
        </Button>
      )}
      {confirm && (
        <ConfirmDialog
          // A question's subject is given wherever the action has one (the type cannot say so).
          question={asking ? i18n._(confirm.question(subject as Subject)) : null}
          effect={i18n._(confirm.effect)}
          confirmLabel={i18n._(label)}
          tone={tone}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            await onTake(entry.name)
            setAsking(false)
          }}
        />
      )}
    </>
  )
}
