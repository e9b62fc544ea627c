import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { simCardActions } from '../../../contract/simCardActions.ts'
import {
  type SimCardRow,
  simCardExport,
  simCardFilters,
  simCardSorts,
  simCardStatuses,
} from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { DataTable } from '../../ui/DataTable.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { ListToolbar } from '../../ui/ListToolbar.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useColumnChoice } from '../../ui/useColumnChoice.ts'
import { filterValue, keptListQuery, useKeptListQuery } from '../../ui/useKeptListQuery.ts'
import { AddCardsDialog } from './AddCardsDialog.tsx'
import { AllocateCardDialog } from './AllocateCardDialog.tsx'
import { DeactivateCardDialog } from './DeactivateCardDialog.tsx'
import { type CardActionName, simCardActionTexts } from './simCardActions.ts'
import { simCardColumnLayout, simCardHiddenColumns, useSimCardColumns } from './simCardColumns.tsx'
import { simCardWrites } from './simCardWrites.ts'
import { type SimCardListQuery, useSimCardList } from './useSimCardList.ts'
import { useSimTeams } from './useSimTeams.ts'

const list = { area: 'simCards', view: 'records' }
const defaultQuery: SimCardListQuery = { filters: {}, sort: 'addedAt', order: 'desc' }
const keptQuery = keptListQuery(simCardFilters, simCardSorts)

/** The office's SIM cards (menu 100): filters, the cards with what each takes now, addition, export. */
export default function SimCardRecordsPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const kept = useKeptListQuery(list, keptQuery, defaultQuery)
  const { query, sort, changeSort } = kept
  const columnsChoice = useColumnChoice(list, simCardHiddenColumns)
  const cards = useSimCardList(user.userId, kept.ready ? query : undefined)
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
  const filters = query.filters
  const setFilter = (name: keyof typeof filters, value: string) => {
    kept.updateFilters((current) => {
      const next = { ...current, [name]: filterValue(value, name === 'teamId' || name === 'memberId') }
      if (name === 'teamId') next.memberId = undefined
      return next
    })
  }
  const team = teams.find((each) => each.teamId === filters.teamId)
  const title = t`SIM card records`

  return (
    <div className="flex h-full flex-col gap-3">
      <ListToolbar
        title={title}
        columns={columns}
        visibility={columnsChoice.visibility}
        onColumnsChange={columnsChoice.choose}
        sort={sort}
        onSortChange={changeSort}
        exportCsv={{ entry: simCardExport, input: kept.exportInput }}
        source={cards}
      />
      <div className="flex flex-wrap items-end gap-3" data-testid="sim-filters">
        <SelectField
          dense
          className="w-44"
          label={t`Team`}
          placeholder={t`Any`}
          value={filters.teamId ? String(filters.teamId) : ''}
          onChange={(value) => setFilter('teamId', value)}
          options={teams.map((each) => ({ value: String(each.teamId), label: each.teamName }))}
        />
        <SelectField
          dense
          className="w-44"
          label={t`Member`}
          placeholder={t`Any`}
          value={filters.memberId ? String(filters.memberId) : ''}
          onChange={(value) => setFilter('memberId', value)}
          options={(team ? [team] : teams).flatMap((each) =>
            each.members.map((member) => ({ value: String(member.memberId), label: member.name })),
          )}
        />
        <SelectField
          dense
          className="w-40"
          label={t`Card status`}
          placeholder={t`Any`}
          value={filters.status ?? ''}
          onChange={(value) => setFilter('status', value)}
          options={simCardStatuses.map((status) => ({
            value: status,
            label: { unallocated: t`Unallocated`, allocated: t`Allocated`, deactivated: t`Deactivated` }[
              status
            ],
          }))}
        />
        <SelectField
          dense
          className="w-40"
          label={t`Type`}
          placeholder={t`Any`}
          value={filters.type ?? ''}
          onChange={(value) => setFilter('type', value)}
          options={types}
        />
        <span className="ml-auto">
          <ActionButton
            entry={{ name: 'addCards', action: simCardActions.addCards, texts: simCardActionTexts.addCards }}
            user={user}
            onTake={() => setDialog({ kind: 'add' })}
          />
        </span>
      </div>
      <Freshness savedAt={cards.savedAt} failure={cards.failure} timeZone={user.timeZone} />
      <DataTable
        label={title}
        source={cards}
        columns={columns}
        layout={simCardColumnLayout}
        columnVisibility={columnsChoice.visibility}
        sort={sort}
        onSortChange={changeSort}
        messages={{
          loading: t`Loading SIM cards…`,
          failed: (reason) => t`The list could not be loaded: ${reason}`,
          empty: t`No SIM cards match these filters.`,
        }}
        testId="sim-card-table"
      />
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
    </div>
  )
}
