import { useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '../../../contract/session.ts'
import { simCardActions } from '../../../contract/simCardActions.ts'
import type { SimApplicationRow, SimCardRow } from '../../../contract/simCards.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { cardFacts, simCardActionTexts, simCardOffer } from './simCardActions.ts'
import { simCardWrites } from './simCardWrites.ts'
import { useCardSubject } from './useCardSubject.ts'
import { useCardsWhere } from './useCardsWhere.ts'

/**
 * Said in the pass dialog of an applicant who holds as many cards as allowed, naming hers, with the
 * records' retrieve action for each (it asks first, naming the card and her): once one is retrieved,
 * the application is read again and the reviewer chooses the card to pass.
 */
export function ApplicantCardsAtLimit({
  application,
  user,
  onRetrieved,
}: {
  application: SimApplicationRow
  user: CurrentUser
  onRetrieved: () => void
}) {
  const { t, i18n } = useLingui()
  const retrieving = useActionOffer(simCardActions.retrieve, user)
  const held = useCardsWhere({ status: 'allocated', memberId: application.applicantId }, retrieving.offered)
  const subjectOf = useCardSubject()
  const name = application.applicantName
  const numbers = application.applicantCards.join(', ')
  // A refusal is thrown, for the question that asked to show it.
  const retrieve = async (card: SimCardRow) => {
    await simCardWrites.retrieve({ cardId: card.id, clientMutationId: crypto.randomUUID() })
    const done = simCardActionTexts.retrieve.done
    if (done) showToast('success', i18n._(done(card.cardNumber)))
    held.refresh()
    onRetrieved()
  }
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
        {retrieving.offered
          ? t`${name} already holds SIM ${numbers}, as many SIM cards as allowed: retrieve it here, then choose the card to allocate, or reject the application.`
          : t`${name} already holds SIM ${numbers}, as many SIM cards as allowed: it has to be retrieved before passing, or reject the application.`}
      </p>
      {held.cards.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {held.cards.map((card) => (
            <ActionButton
              key={card.id}
              entry={simCardOffer('retrieve')}
              user={user}
              facts={cardFacts(card)}
              subject={subjectOf(card)}
              rowName={card.cardNumber}
              onTake={() => retrieve(card)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
