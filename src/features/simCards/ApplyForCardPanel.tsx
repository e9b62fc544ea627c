import { useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '../../../contract/session.ts'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { applyForSimCard, type SimCardRow } from '../../../contract/simCards.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { useContractForm } from '../../ui/useContractForm.ts'
import { useFormSend } from '../../ui/useFormSend.ts'
import { simCardActionTexts } from './simCardActions.ts'
import { simCardWrites } from './simCardWrites.ts'

/**
 * A member's application for a card, with its reason. One who holds as many cards as a member may is
 * told before she sends, naming hers: the office manager would have to retrieve one before passing it
 * (docs/decisions/0047: a replacement is asked for this way, so the application is taken).
 */
export function ApplyForCardPanel({
  user,
  heldCards,
  atCardLimit,
  onApplied,
}: {
  user: CurrentUser
  heldCards: readonly SimCardRow[]
  atCardLimit: boolean
  onApplied: () => void
}) {
  const { t, i18n } = useLingui()
  const applying = useActionOffer(simCardActions.apply, user)
  const form = useContractForm(applyForSimCard.input, {
    initial: { reason: '' },
    toInput: (draft, draftId) => ({ reason: draft.reason, clientMutationId: draftId }),
  })
  const apply = useFormSend(form, simCardWrites.apply, () => {
    showToast('success', t`Application sent`)
    form.reset()
    onApplied()
  })
  if (!applying.offered) return null
  const numbers = heldCards.map((card) => card.cardNumber).join(', ')
  return (
    <div className="flex max-w-2xl flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      {atCardLimit && heldCards.length > 0 && (
        <p role="note" className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
          {heldCards.length === 1
            ? t`You already hold SIM ${numbers}, as many SIM cards as allowed: the office manager would have to retrieve it before passing your application.`
            : t`You already hold SIM ${numbers}, as many SIM cards as allowed: the office manager would have to retrieve one of them before passing your application.`}
        </p>
      )}
      <TextField label={t`Application reason`} rows={2} showCount {...form.field('reason')} />
      <FormAlert message={form.alert} />
      <div>
        <Button
          onClick={apply.submit}
          disabled={applying.disabledReason !== undefined || apply.sending}
          title={applying.disabledReason}
        >
          {i18n._(simCardActionTexts.apply.label)}
        </Button>
      </div>
    </div>
  )
}
