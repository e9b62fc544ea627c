import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { type Actor, mayDoOnRow } from '../../../contract/actions.ts'
import { roleIds } from '../../../contract/menus.ts'
import { staffActions } from '../../../contract/staffActions.ts'
import type { MemberStatus, StaffRow } from '../../../contract/staffs.ts'
import { formatDay, noValue } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { staffActionTexts } from './staffActions.ts'

const helper = dataColumnHelper<StaffRow>()

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

/** The columns shown until the user chooses: the username on request. */
export const staffHiddenColumns: Record<string, boolean> = { username: false }

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
 * The member actions this user may take on this row: only on members they reach whose role is below
 * their own (the one policy, as the server asks it); marking invalid only a member still valid, and
 * never oneself (the server refuses it too: 'staffs.notYourself').
 */
export function offeredMemberActions(row: StaffRow, user: StaffReader): MemberActionName[] {
  return (['editMember', 'setMemberValidity'] as const).filter(
    (name) =>
      mayDoOnRow(staffActions[name].whoMay, user, { teamId: row.teamId, roleId: row.roleId }) &&
      (name === 'editMember' || (row.valid && row.id !== user.userId)),
  )
}

interface Input {
  user: StaffReader
  /** Why an action cannot be taken now (offline); the buttons are disabled and say so. */
  disabledReason: string | undefined
  onAction: (row: StaffRow, action: MemberActionName) => void
}

/** The staffs list's columns: who, how to reach them, where they work, since when, and their status today. */
export function useStaffColumns({ user, disabledReason, onAction }: Input): DataColumn<StaffRow>[] {
  const { t, i18n } = useLingui()
  const roleWords = useRoleWords()
  return useMemo(() => {
    const statusWord: Record<MemberStatus, string> = {
      onDuty: t`On duty`,
      onLeave: t`On leave`,
      left: t`Left`,
    }
    return helper.columns([
      helper.accessor('name', { header: t`Name`, enableHiding: false, cell: (info) => info.getValue() }),
      helper.accessor('phone', { header: t`Phone`, cell: (info) => `+${info.getValue()}` }),
      helper.accessor('roleName', {
        header: t`Role`,
        cell: ({ row: { original: row } }) => roleWords[row.roleId] ?? row.roleName,
      }),
      helper.accessor('teamName', { header: t`Team`, cell: (info) => info.getValue() ?? noValue }),
      helper.accessor('entryDate', { header: t`Entry date`, cell: (info) => formatDay(info.getValue()) }),
      helper.accessor('status', { header: t`Status`, cell: (info) => statusWord[info.getValue()] }),
      helper.accessor('valid', {
        header: t`Valid`,
        cell: (info) => (info.getValue() ? t`Valid` : t`Invalid`),
      }),
      helper.display({
        id: 'actions',
        header: t`Actions`,
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <span className="flex gap-1">
            {offeredMemberActions(row, user).map((action) => (
              <button
                key={action}
                type="button"
                disabled={disabledReason !== undefined}
                title={disabledReason}
                onClick={() => onAction(row, action)}
                aria-label={`${i18n._(staffActionTexts[action].label)} ${row.name}`}
                className="rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
              >
                {i18n._(staffActionTexts[action].label)}
              </button>
            ))}
          </span>
        ),
      }),
      helper.accessor('username', { header: t`Username`, cell: (info) => info.getValue() }),
    ])
  }, [t, i18n, roleWords, user, disabledReason, onAction])
}
