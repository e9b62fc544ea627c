import { useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '../../../contract/session.ts'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { simCardLinkedScreens } from '../../../contract/simCardMessages.ts'
import { myOtpApplications, type OtpApplicationRow, type SimCardRow } from '../../../contract/simCards.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { formatInstant } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { useLinkedRow } from '../../ui/useLinkedRow.ts'
import { simCardActionTexts } from './simCardActions.ts'
import { simCardWrites } from './simCardWrites.ts'

export const useOtpStatusWords = () => {
  const { t } = useLingui()
  return {
    pending: t`Pending`,
    succeed: t`Code sent`,
    failed: t`Failed`,
    expired: t`Expired`,
    cancelled: t`Cancelled: card taken back`,
  } satisfies Record<OtpApplicationRow['status'], string>
}

/**
 * The member's own card: its numbers, a request for the WhatsApp code that will arrive on it (the
 * office manager reads it on the card and sends it in a message), and her last requests. The cards
 * are the page's (useMyCards), which the application panel reads too.
 */
export function MySimCard({ user, cards }: { user: CurrentUser; cards: SimCardRow[] }) {
  const { t, i18n } = useLingui()
  const requests = useKeptRead(`simCards:${user.userId}:myCodes`, myOtpApplications, {})
  const offer = useActionOffer(simCardActions.requestOtp, user)
  const words = useOtpStatusWords()
  // A message about one of her requests (its code, or how it ended) opens the screen on it.
  const named = useLinkedRow(simCardLinkedScreens.myCodeRequests.names)
  if (!offer.offered || cards.length === 0) return null
  const ask = async (cardId: number) => {
    try {
      await simCardWrites.requestOtp({ cardId, clientMutationId: crypto.randomUUID() })
      showToast('success', t`Code requested: it will reach you in a message`)
      requests.refresh()
    } catch (error) {
      showToast('error', (error as Error).message)
    }
  }
  return (
    <section
      className="flex max-w-2xl flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={t`My SIM card`}
    >
      <h2 className="text-sm font-semibold text-slate-800">{t`My SIM card`}</h2>
      {cards.map((card) => {
        // One request waits per card (the server refuses a second): the button says so instead.
        const waiting = (requests.data ?? []).some(
          (row) => row.cardId === card.id && row.status === 'pending',
        )
        const disabledReason =
          offer.disabledReason ??
          (waiting ? t`Your code request for this card is waiting for an answer.` : undefined)
        return (
          <div key={card.id} className="flex items-center justify-between gap-3 text-sm">
            <span>
              {card.cardNumber}
              {card.currentNumber && <span className="text-slate-500"> · {card.currentNumber}</span>}
            </span>
            <Button
              size="small"
              variant="secondary"
              disabled={disabledReason !== undefined}
              title={disabledReason}
              onClick={() => ask(card.id)}
            >
              {i18n._(simCardActionTexts.requestOtp.label)}
            </Button>
          </div>
        )
      })}
      {(requests.data ?? [])
        .filter((row, index) => index < 3 || row.id === named)
        .map((row) => (
          <p
            key={row.id}
            aria-current={row.id === named ? 'true' : undefined}
            className={`text-xs text-slate-600 ${row.id === named ? 'rounded bg-amber-100 px-1' : ''}`}
            data-testid="my-code-request"
          >
            {formatInstant(row.requestedAt, user.timeZone)} · {words[row.status]}
          </p>
        ))}
    </section>
  )
}
