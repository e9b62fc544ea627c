import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import { memberStatuses, type StaffRow, staffExport, staffFilters } from '../../../contract/staffs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useLinkedFilters } from '../../ui/useLinkedFilters.ts'
import { useListScreen } from '../../ui/useListScreen.ts'
import { InvalidMemberDialog } from './InvalidMemberDialog.tsx'
import { MemberDialog, type MemberSaved } from './MemberDialog.tsx'
import { OneTimePasswordDialog } from './OneTimePasswordDialog.tsx'
import { staffActionTexts, staffOffer } from './staffActions.ts'
import {
  type MemberActionName,
  memberStatusLabels,
  staffColumnLayout,
  staffScreen,
  useRoleWords,
  useStaffColumns,
} from './staffColumns.tsx'
import { staffWrites } from './staffWrites.ts'
import { useStaffList, useStaffTeams } from './useStaffList.ts'

type StaffFilters = typeof staffScreen.defaultQuery.filters

/**
 * The staffs list (menu 1, index 2): the members with their team, entry date and status today, by
 * team, role and status, searched by name or phone, exported as CSV. A team leader sees their team's.
 */
export default function StaffListPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(staffScreen)
  // A member opened from a team's details: the list shows them, found by name.
  const { setQuery } = screen
  const keptSetQuery = useRef(setQuery)
  keptSetQuery.current = setQuery
  const linked = useCallback(
    (filters: StaffFilters) => keptSetQuery.current({ ...staffScreen.defaultQuery, filters }),
    [],
  )
  useLinkedFilters(screen.ready, staffFilters, linked, '/staffs/index')
  const staff = useStaffList(user.userId, screen.asked)
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
  const roleWords = useRoleWords()
  const filters: FilterField<StaffFilters>[] = [
    { kind: 'search', name: 'search', label: t`Name or phone`, width: 'w-52' },
    {
      kind: 'choice',
      name: 'teamId',
      label: t`Team`,
      width: 'w-48',
      numeric: true,
      choices: teams.map((team) => ({ value: String(team.id), label: team.name })),
    },
    {
      kind: 'choice',
      name: 'roleId',
      label: t`Role`,
      width: 'w-40',
      numeric: true,
      choices: Object.entries(roleWords).map(([value, label]) => ({ value, label })),
    },
    {
      kind: 'choice',
      name: 'status',
      label: t`Status`,
      width: 'w-36',
      choices: memberStatuses.map((status) => ({ value: status, label: i18n._(memberStatusLabels[status]) })),
    },
  ]

  return (
    <PagedListScreen
      screen={screen}
      title={t`Staff list`}
      source={staff}
      columns={columns}
      layout={staffColumnLayout}
      filters={filters}
      actions={
        <ActionButton entry={staffOffer('addMember')} user={user} onTake={() => setDialog({ kind: 'add' })} />
      }
      exportCsv={staffExport}
      messages={{ loading: t`Loading the staff…`, empty: t`No member matches these filters.` }}
      testId="staff"
    >
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
    </PagedListScreen>
  )
}
