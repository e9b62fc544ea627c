import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import { type BlacklistRow, blacklistExport } from '../../../contract/blacklist.ts'
import { useAppList } from '../../api/appList.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { AddEntryDialog } from './AddEntryDialog.tsx'
import { addEntryOffer, blacklistActionTexts } from './blacklistActions.ts'
import { blacklistColumnLayout, blacklistScreen, useBlacklistColumns } from './blacklistColumns.tsx'
import { blacklistWrites } from './blacklistWrites.ts'
import { useBlacklist } from './useBlacklist.ts'

/** The blacklist (menu 59): by app and by id card or phone; addition, removal asked first, export. */
export default function BlacklistPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(blacklistScreen)
  const entries = useBlacklist(user.userId, screen.asked)
  const apps = useAppList().data ?? []
  const [adding, setAdding] = useState(false)
  // The answer changes at each drawing; the columns need not be made anew for it (the refresh is read
  // when a removal is done).
  const refresh = useRef(entries.refresh)
  refresh.current = entries.refresh
  const said = useCallback(
    (done: ((idCard: string) => MessageDescriptor) | undefined, idCard: string) => {
      if (done) showToast('success', i18n._(done(idCard)))
      refresh.current()
    },
    [i18n],
  )
  // Asked in the row, naming the entry; a refusal stays in the question that asked, which shows it.
  const onRemove = useCallback(
    async (row: BlacklistRow) => {
      await blacklistWrites.removeEntry({ entryId: row.id, clientMutationId: crypto.randomUUID() })
      said(blacklistActionTexts.removeEntry.done, row.idCard)
    },
    [said],
  )
  const columns = useBlacklistColumns({ timeZone: user.timeZone, user, onRemove })
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'choice',
      name: 'appId',
      label: t`App name`,
      width: 'w-44',
      numeric: true,
      choices: apps.map((app) => ({ value: String(app.id), label: app.name })),
    },
    { kind: 'search', name: 'search', label: t`ID card or phone`, width: 'w-56' },
  ]
  return (
    <PagedListScreen
      screen={screen}
      title={t`Blacklist`}
      source={entries}
      columns={columns}
      layout={blacklistColumnLayout}
      filters={filters}
      actions={<ActionButton entry={addEntryOffer} user={user} onTake={() => setAdding(true)} />}
      exportCsv={blacklistExport}
      messages={{
        loading: t`Loading the blacklist…`,
        empty: t`No blacklist entries match these filters.`,
      }}
      testId="blacklist"
    >
      {adding && (
        <AddEntryDialog
          apps={apps}
          onClose={() => setAdding(false)}
          onDone={(row) => {
            setAdding(false)
            said(blacklistActionTexts.addEntry.done, row.idCard)
          }}
        />
      )}
    </PagedListScreen>
  )
}
