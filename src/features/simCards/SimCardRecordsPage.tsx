import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { type SimCardRow, simCardExport, simCardStatuses } from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { AddCardsDialog } from './AddCardsDialog.tsx'
import { AllocateCardDialog } from './AllocateCardDialog.tsx'
import { DeactivateCardDialog } from './DeactivateCardDialog.tsx'
import { type CardActionName, simCardActionTexts, simCardOffer } from './simCardActions.ts'
import { cardStatusLabels, simCardColumnLayout, simCardScreen, useSimCardColumns } from './simCardColumns.tsx'
import { simCardWrites } from './simCardWrites.ts'
import { useSimCardList } from './useSimCardList.ts'
import { useSimTeams } from './useSimTeams.ts'

/** The office's SIM cards (menu 100): filters, the cards with what each takes now, addition, export. */
export default function SimCardRecordsPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(simCardScreen)
  const cards = useSimCardList(user.userId, screen.asked)
  const { teams, types } = useSimTeams()
  const [dialog, setDialog] = useState<
    { kind: 'add' } | { kind: 'allocate' | 'deactivate'; card: SimCardRow } | null
  >(null)

  const done = useCallback(
    (action: CardActionName | 'addCards', subject: string) => {
      const text = simCardActionTexts[action].done
      if (text) showToast('success', i18n._(text(subject)))
      setDialog(null)
      cards.refresh()
    },
    [i18n, cards],
  )
  const onAction = useCallback(
    async (card: SimCardRow, action: CardActionName) => {
      if (action === 'allocate' || action === 'deactivate') return setDialog({ kind: action, card })
      // Retrieve, reactivate and remove were asked in the row (naming the card); a refusal stays in
      // the question that asked, which shows it.
      await simCardWrites[action]({ cardId: card.id, clientMutationId: crypto.randomUUID() })
      done(action, card.cardNumber)
    },
    [done],
  )
  const columns = useSimCardColumns({ timeZone: user.timeZone, user, onAction })
  const team = teams.find((each) => each.teamId === screen.filters.teamId)
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'choice',
      name: 'teamId',
      label: t`Team`,
      width: 'w-44',
      numeric: true,
      // A member is chosen within the team: another team lets go of the member.
      clears: ['memberId'],
      choices: teams.map((each) => ({ value: String(each.teamId), label: each.teamName })),
    },
    {
      kind: 'choice',
      name: 'memberId',
      label: t`Member`,
      width: 'w-44',
      numeric: true,
      choices: (team ? [team] : teams).flatMap((each) =>
        each.members.map((member) => ({ value: String(member.memberId), label: member.name })),
      ),
    },
    {
      kind: 'choice',
      name: 'status',
      label: t`Card status`,
      width: 'w-40',
      choices: simCardStatuses.map((status) => ({ value: status, label: i18n._(cardStatusLabels[status]) })),
    },
    { kind: 'choice', name: 'type', label: t`Type`, width: 'w-40', choices: types },
  ]

  return (
    <PagedListScreen
      screen={screen}
      title={t`SIM card records`}
      source={cards}
      columns={columns}
      layout={simCardColumnLayout}
      filters={filters}
      actions={
        <ActionButton
          entry={simCardOffer('addCards')}
          user={user}
          onTake={() => setDialog({ kind: 'add' })}
        />
      }
      exportCsv={simCardExport}
      messages={{ loading: t`Loading SIM cards…`, empty: t`No SIM cards match these filters.` }}
      testId="sim-card"
    >
      {dialog?.kind === 'add' && (
        <AddCardsDialog
          onClose={() => setDialog(null)}
          onDone={(added) => done('addCards', String(added.length))}
        />
      )}
      {dialog?.kind === 'allocate' && (
        <AllocateCardDialog
          card={dialog.card}
          teams={teams}
          onClose={() => setDialog(null)}
          onDone={(row) => done('allocate', row.cardNumber)}
        />
      )}
      {dialog?.kind === 'deactivate' && (
        <DeactivateCardDialog
          card={dialog.card}
          onClose={() => setDialog(null)}
          onDone={(row) => done('deactivate', row.cardNumber)}
        />
      )}
    </PagedListScreen>
  )
}
