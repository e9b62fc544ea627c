import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import { roleIds } from '../../../contract/menus.ts'
import { invalidationRefusal } from '../../../contract/staffActions.ts'
import { type MemberStatus, type StaffRow, staffFilters, staffSorts } from '../../../contract/staffs.ts'
import { formatDay, noValue } from '../../i18n/format.ts'
import type { OfferedAction } from '../../ui/ActionButton.tsx'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { RowActions } from '../../ui/RowActions.tsx'
import { describeList } from '../../ui/useListScreen.ts'
import { staffOffer } from './staffActions.ts'

const helper = dataColumnHelper<StaffRow>()

/** A member's status today in the reader's language: the column and the filter say it alike. */
export const memberStatusLabels: Record<MemberStatus, MessageDescriptor> = {
  onDuty: msg`On duty`,
  onLeave: msg`On leave`,
  left: msg`Left`,
}

export const staffColumnLayout: ColumnLayout = {
  growing: 'name',
  widths: {
    name: 180,
    phone: 140,
    roleName: 130,
    teamName: 170,
    entryDate: 120,
    status: 110,
    valid: 90,
    actions: 150,
    username: 140,
  },
}

/**
 * The staffs list's screen: kept per user, newest entry first; the username shows on request.
 */
export const staffScreen = describeList(
  { area: 'staffs', view: 'index' },
  { filters: staffFilters, sorts: staffSorts },
  { filters: {}, sort: 'entryDate', order: 'desc' },
  { username: false },
)

/** The roles by id, named in the reader's language (the server keeps their English names). */
export function useRoleWords(): Record<number, string> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      [roleIds.manager]: t`Manager`,
      [roleIds.collector]: t`Collector`,
      [roleIds.teamLeader]: t`Team leader`,
      [roleIds.seller]: t`Seller`,
      [roleIds.officeManager]: t`Office manager`,
      [roleIds.auditor]: t`Auditor`,
    }),
    [t],
  )
}

export type MemberActionName = 'editMember' | 'setMemberValidity'

/** The signed-in user as the staff rows read them: what they may do, and which row is their own. */
export type StaffReader = Actor

/**
 * The member actions the row takes as it stands: marking invalid only a member still valid, and never
 * where the contract's rule refuses it (oneself). Who may take them is the policy's, on the member's
 * team and role (RowActions asks it with memberFacts).
 */
export function memberActionsNow(row: StaffRow, user: StaffReader): OfferedAction<MemberActionName>[] {
  return (['editMember', 'setMemberValidity'] as const)
    .filter((name) => name === 'editMember' || (row.valid && invalidationRefusal(row.id, user) === null))
    .map(staffOffer)
}

/** A member as the policy reads them: their team and role (nobody manages a role above their own). */
export const memberFacts = (row: StaffRow) => ({ teamId: row.teamId, roleId: row.roleId })

interface Input {
  user: StaffReader
  /** Opens the action's dialog, or sends its write; a refusal is thrown, for the question to show. */
  onAction: (row: StaffRow, action: MemberActionName) => void | Promise<void>
}

/** The staffs list's columns: who, how to reach them, where they work, since when, and their status today. */
export function useStaffColumns({ user, onAction }: Input): DataColumn<StaffRow>[] {
  const { t, i18n } = useLingui()
  const roleWords = useRoleWords()
  return useMemo(() => {
    return helper.columns([
      helper.accessor('name', { header: t`Name`, enableHiding: false, cell: (info) => info.getValue() }),
      helper.accessor('phone', { header: t`Phone`, cell: (info) => `+${info.getValue()}` }),
      helper.accessor('roleName', {
        header: t`Role`,
        cell: ({ row: { original: row } }) => roleWords[row.roleId] ?? row.roleName,
      }),
      helper.accessor('teamName', { header: t`Team`, cell: (info) => info.getValue() ?? noValue }),
      helper.accessor('entryDate', { header: t`Entry date`, cell: (info) => formatDay(info.getValue()) }),
      helper.accessor('status', {
        header: t`Status`,
        cell: (info) => i18n._(memberStatusLabels[info.getValue()]),
      }),
      helper.accessor('valid', {
        header: t`Valid`,
        cell: (info) => (info.getValue() ? t`Valid` : t`Invalid`),
      }),
      helper.display({
        id: 'actions',
        header: t`Actions`,
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <RowActions
            actions={memberActionsNow(row, user)}
            user={user}
            facts={memberFacts(row)}
            rowName={row.name}
            onTake={(action) => onAction(row, action)}
          />
        ),
      }),
      helper.accessor('username', { header: t`Username`, cell: (info) => info.getValue() }),
    ])
  }, [t, i18n, roleWords, user, onAction])
}
