import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { staffActions } from '../../../contract/staffActions.ts'
import {
  memberStatuses,
  type StaffRow,
  staffExport,
  staffFilters,
  staffSorts,
} from '../../../contract/staffs.ts'
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
import { useLinkedFilters } from '../../ui/useLinkedFilters.ts'
import { InvalidMemberDialog } from './InvalidMemberDialog.tsx'
import { MemberDialog, type MemberSaved } from './MemberDialog.tsx'
import { OneTimePasswordDialog } from './OneTimePasswordDialog.tsx'
import { staffActionTexts } from './staffActions.ts'
import {
  type MemberActionName,
  staffColumnLayout,
  staffHiddenColumns,
  useRoleWords,
  useStaffColumns,
} from './staffColumns.tsx'
import { staffWrites } from './staffWrites.ts'
import { type StaffListQuery, useStaffList, useStaffTeams } from './useStaffList.ts'

const list = { area: 'staffs', view: 'index' }
const defaultQuery: StaffListQuery = { filters: {}, sort: 'entryDate', order: 'desc' }
const keptQuery = keptListQuery(staffFilters, staffSorts)

/**
 * The staffs list (menu 1, index 2): the members with their team, entry date and status today, by
 * team, role and status, searched by name or phone, exported as CSV. A team leader sees their team's.
 */
export default function StaffListPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const kept = useKeptListQuery(list, keptQuery, defaultQuery)
  const { query, sort, changeSort } = kept
  // A member opened from a team's details: the list shows them, found by name.
  const keptNow = useRef(kept)
  keptNow.current = kept
  const linked = useCallback(
    (filters: StaffListQuery['filters']) => keptNow.current.setQuery({ ...defaultQuery, filters }),
    [],
  )
  useLinkedFilters(kept.ready, staffFilters, linked, '/staffs/index')
  const columnsChoice = useColumnChoice(list, staffHiddenColumns)
  const staff = useStaffList(user.userId, kept.ready ? query : undefined)
  const teams = useStaffTeams(user.userId)
  const [dialog, setDialog] = useState<
    | { kind: 'add' }
    | { kind: 'editMember'; member: StaffRow }
    | { kind: 'added'; saved: Extract<MemberSaved, { kind: 'added' }> }
    | { kind: 'invalidated'; name: string; openCases: number }
    | null
  >(null)
  const { refresh } = staff
  const onAction = useCallback(
    async (member: StaffRow, action: MemberActionName) => {
      if (action === 'editMember') return setDialog({ kind: action, member })
      // A refusal stays in the question that asked, which shows it.
      const { openCases } = await staffWrites.setMemberValidity({
        memberId: member.id,
        valid: false,
        clientMutationId: crypto.randomUUID(),
      })
      setDialog({ kind: 'invalidated', name: member.name, openCases })
      refresh()
    },
    [refresh],
  )
  const saved = (done: MemberSaved) => {
    staff.refresh()
    if (done.kind === 'added') return setDialog({ kind: 'added', saved: done })
    showToast('success', i18n._(staffActionTexts.editMember.done!(done.name)))
    setDialog(null)
  }
  const columns = useStaffColumns({ user, onAction })
  const filters = query.filters
  const [search, setSearch] = useState(filters.search ?? '')
  useEffect(() => setSearch(filters.search ?? ''), [filters.search])
  const setFilter = (name: keyof typeof filters, value: string) =>
    kept.updateFilters((current) => ({
      ...current,
      [name]: filterValue(value, name === 'teamId' || name === 'roleId'),
    }))
  const roleWords = useRoleWords()
  const statusWords = { onDuty: t`On duty`, onLeave: t`On leave`, left: t`Left` }
  const title = t`Staff list`

  return (
    <div className="flex h-full flex-col gap-3">
      <ListToolbar
        title={title}
        columns={columns}
        visibility={columnsChoice.visibility}
        onColumnsChange={columnsChoice.choose}
        sort={sort}
        onSortChange={changeSort}
        exportCsv={{ entry: staffExport, input: kept.exportInput }}
        source={staff}
      />
      <form
        className="flex flex-wrap items-end gap-3"
        data-testid="staff-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setFilter('search', search.trim())
        }}
      >
        <TextField
          dense
          className="w-52"
          type="search"
          label={t`Name or phone`}
          value={search}
          onChange={setSearch}
          onBlur={() => setFilter('search', search.trim())}
        />
        <SelectField
          dense
          className="w-48"
          label={t`Team`}
          placeholder={t`Any`}
          value={filters.teamId ? String(filters.teamId) : ''}
          onChange={(value) => setFilter('teamId', value)}
          options={teams.map((team) => ({ value: String(team.id), label: team.name }))}
        />
        <SelectField
          dense
          className="w-40"
          label={t`Role`}
          placeholder={t`Any`}
          value={filters.roleId ? String(filters.roleId) : ''}
          onChange={(value) => setFilter('roleId', value)}
          options={Object.entries(roleWords).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          dense
          className="w-36"
          label={t`Status`}
          placeholder={t`Any`}
          value={filters.status ?? ''}
          onChange={(value) => setFilter('status', value)}
          options={memberStatuses.map((status) => ({ value: status, label: statusWords[status] }))}
        />
        <span className="ml-auto">
          <ActionButton
            entry={{ name: 'addMember', action: staffActions.addMember, texts: staffActionTexts.addMember }}
            user={user}
            onTake={() => setDialog({ kind: 'add' })}
          />
        </span>
      </form>
      <Freshness savedAt={staff.savedAt} failure={staff.failure} timeZone={user.timeZone} />
      <DataTable
        label={title}
        source={staff}
        columns={columns}
        layout={staffColumnLayout}
        columnVisibility={columnsChoice.visibility}
        sort={sort}
        onSortChange={changeSort}
        messages={{
          loading: t`Loading the staff…`,
          failed: (reason) => t`The list could not be loaded: ${reason}`,
          empty: t`No member matches these filters.`,
        }}
        testId="staff-table"
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'editMember') && (
        <MemberDialog
          member={dialog.kind === 'editMember' ? dialog.member : null}
          teams={teams}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'added' && (
        <OneTimePasswordDialog
          name={dialog.saved.name}
          username={dialog.saved.username}
          password={dialog.saved.oneTimePassword}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'invalidated' && (
        <InvalidMemberDialog
          name={dialog.name}
          openCases={dialog.openCases}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  )
}
