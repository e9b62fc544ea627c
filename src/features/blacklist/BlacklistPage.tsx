import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type BlacklistRow,
  blacklistExport,
  blacklistFilters,
  blacklistSorts,
} from '../../../contract/blacklist.ts'
import { useAppList } from '../../api/appList.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { DataTable } from '../../ui/DataTable.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { ListToolbar } from '../../ui/ListToolbar.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useColumnChoice } from '../../ui/useColumnChoice.ts'
import { filterValue, keptListQuery, useKeptListQuery } from '../../ui/useKeptListQuery.ts'
import { AddEntryDialog } from './AddEntryDialog.tsx'
import { addEntryOffer, blacklistActionTexts } from './blacklistActions.ts'
import { blacklistColumnLayout, useBlacklistColumns } from './blacklistColumns.tsx'
import { blacklistWrites } from './blacklistWrites.ts'
import { type BlacklistQuery, useBlacklist } from './useBlacklist.ts'

const list = { area: 'blacklist', view: 'entries' }
const defaultQuery: BlacklistQuery = { filters: {}, sort: 'createdAt', order: 'desc' }
const keptQuery = keptListQuery(blacklistFilters, blacklistSorts)

/** The blacklist (menu 59): by app and by id card or phone; addition, removal asked first, export. */
export default function BlacklistPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const kept = useKeptListQuery(list, keptQuery, defaultQuery)
  const { query, sort, changeSort } = kept
  const columnsChoice = useColumnChoice(list, {})
  const entries = useBlacklist(user.userId, kept.ready ? query : undefined)
  const apps = useAppList().data ?? []
  const [adding, setAdding] = useState(false)

  // The list's answer changes at each drawing; the columns must not, or every row's cells are drawn
  // anew and a question open in a row (Remove …?) closes under the user's pointer.
  const refresh = useRef(entries.refresh)
  refresh.current = entries.refresh
  const onRemove = useCallback(
    async (row: BlacklistRow) => {
      // Asked in the row, naming the entry; a refusal stays in the question that asked, which shows it.
      await blacklistWrites.removeEntry({ entryId: row.id, clientMutationId: crypto.randomUUID() })
      const done = blacklistActionTexts.removeEntry.done
      if (done) showToast('success', i18n._(done(row.idCard)))
      refresh.current()
    },
    [i18n],
  )
  const onAdded = (row: BlacklistRow) => {
    const done = blacklistActionTexts.addEntry.done
    if (done) showToast('success', i18n._(done(row.idCard)))
    setAdding(false)
    entries.refresh()
  }
  const columns = useBlacklistColumns({ timeZone: user.timeZone, user, onRemove })
  const filters = query.filters
  // The id card or phone is asked for when typed (Enter, or leaving the field), not at each key.
  const [search, setSearch] = useState(filters.search ?? '')
  useEffect(() => setSearch(filters.search ?? ''), [filters.search])
  const setFilter = (name: keyof typeof filters, value: string) =>
    kept.updateFilters((current) => ({ ...current, [name]: filterValue(value, name === 'appId') }))
  const title = t`Blacklist`

  return (
    <div className="flex h-full flex-col gap-3">
      <ListToolbar
        title={title}
        columns={columns}
        visibility={columnsChoice.visibility}
        onColumnsChange={columnsChoice.choose}
        sort={sort}
        onSortChange={changeSort}
        exportCsv={{ entry: blacklistExport, input: kept.exportInput }}
        source={entries}
      />
      <form
        className="flex flex-wrap items-end gap-3"
        data-testid="blacklist-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setFilter('search', search.trim())
        }}
      >
        <SelectField
          dense
          className="w-44"
          label={t`App name`}
          placeholder={t`Any`}
          value={filters.appId ? String(filters.appId) : ''}
          onChange={(value) => setFilter('appId', value)}
          options={apps.map((app) => ({ value: String(app.id), label: app.name }))}
        />
        <TextField
          dense
          className="w-56"
          label={t`ID card or phone`}
          type="search"
          value={search}
          onChange={setSearch}
          onBlur={() => setFilter('search', search.trim())}
        />
        <span className="ml-auto">
          <ActionButton entry={addEntryOffer} user={user} onTake={() => setAdding(true)} />
        </span>
      </form>
      <Freshness savedAt={entries.savedAt} failure={entries.failure} timeZone={user.timeZone} />
      <DataTable
        label={title}
        source={entries}
        columns={columns}
        layout={blacklistColumnLayout}
        columnVisibility={columnsChoice.visibility}
        sort={sort}
        onSortChange={changeSort}
        messages={{
          loading: t`Loading the blacklist…`,
          failed: (reason) => t`The list could not be loaded: ${reason}`,
          empty: t`No blacklist entries match these filters.`,
        }}
        testId="blacklist-table"
      />
      {adding && <AddEntryDialog apps={apps} onClose={() => setAdding(false)} onDone={onAdded} />}
    </div>
  )
}
