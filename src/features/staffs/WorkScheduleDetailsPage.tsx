import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { staffActions } from '../../../contract/staffActions.ts'
import { workSchedule } from '../../../contract/staffs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { todayIn } from '../../ui/pickerRules.ts'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { useLeaveGuard } from '../../ui/useLeaveGuard.ts'
import { ScheduleGrid, ScheduleLegend } from './ScheduleGrid.tsx'
import { draftChanges, emptyDraft, type ScheduleDraft, setDay, shiftMonth } from './scheduleDraft.ts'
import { staffActionTexts } from './staffActions.ts'
import { staffWrites } from './staffWrites.ts'

/** A month's name in the reader's language ('December 2026', 'diciembre de 2026'). */
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )

/**
 * Work schedule details (menu 90): a team's month, members by days. The team's leader (or whoever is
 * over the teams) sets future days to work, leave or off and saves them together; days past are
 * read-only, and the server refuses them too. Leaving with changes unsaved asks first.
 */
export default function WorkScheduleDetailsPage({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const teamId = Number(params.teamId)
  const [month, setMonth] = useState(() => todayIn(user.timeZone).day.slice(0, 7))
  const [draft, setDraft] = useState<ScheduleDraft>(emptyDraft)
  const [saving, setSaving] = useState(false)
  const read = useKeptRead(`staffs:${user.userId}:schedule-${teamId}-${month}`, workSchedule, {
    teamId,
    month,
  })
  const saver = useActionOffer(staffActions.saveWorkSchedule, user)
  const schedule = read.data?.month === month && read.data.team.id === teamId ? read.data : undefined
  const changes = draftChanges(draft)
  const leaving = useLeaveGuard(changes.length > 0)

  // Changes belong to the month on screen: they are saved or discarded before another month opens.
  const held = changes.length > 0 ? t`Save or discard the changes first.` : undefined
  const goTo = (next: string) => setMonth(next)
  const save = async () => {
    if (!schedule) return
    setSaving(true)
    try {
      await staffWrites.saveWorkSchedule({ teamId, changes, clientMutationId: crypto.randomUUID() })
      showToast('success', i18n._(staffActionTexts.saveWorkSchedule.done!(schedule.team.name)))
      setDraft(emptyDraft)
      read.refresh()
    } catch (error) {
      showToast('error', (error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/staffs/workschedules" className="text-sm text-brand-700 hover:underline">
          {t`Work schedules`}
        </Link>
        <h1 className="text-xl font-semibold text-slate-900">
          {schedule ? t`Schedule of ${schedule.team.name}` : t`Work schedule details`}
        </h1>
        <nav className="flex items-center gap-1" aria-label={t`Month`}>
          <Button
            size="small"
            variant="secondary"
            disabled={held !== undefined}
            title={held}
            onClick={() => goTo(shiftMonth(month, -1))}
          >
            {t`Previous month`}
          </Button>
          <span
            className="min-w-36 text-center text-sm font-medium text-slate-800"
            data-testid="schedule-month"
          >
            {monthName(month, i18n.locale)}
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={held !== undefined}
            title={held}
            onClick={() => goTo(shiftMonth(month, 1))}
          >
            {t`Next month`}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={held !== undefined}
            title={held}
            onClick={() => goTo(todayIn(user.timeZone).day.slice(0, 7))}
          >
            {t`This month`}
          </Button>
        </nav>
        {saver.offered && (
          <div className="ml-auto flex items-center gap-2">
            <span className="text-sm text-slate-600" role="status">
              {changes.length > 0
                ? plural(changes.length, { one: '# day changed', other: '# days changed' })
                : t`No change`}
            </span>
            <Button
              size="small"
              variant="secondary"
              disabled={changes.length === 0 || saving}
              onClick={() => setDraft(emptyDraft)}
            >
              {t`Discard changes`}
            </Button>
            <Button
              size="small"
              disabled={changes.length === 0 || saving || saver.disabledReason !== undefined}
              title={saver.disabledReason}
              onClick={save}
            >
              {i18n._(staffActionTexts.saveWorkSchedule.label)}
            </Button>
          </div>
        )}
      </div>
      <ScheduleLegend />
      <Freshness savedAt={read.savedAt} failure={read.failure} timeZone={user.timeZone} />
      {schedule ? (
        <ScheduleGrid
          schedule={schedule}
          draft={draft}
          canEdit={saver.offered}
          onChoose={(memberId, cell, day) => setDraft((now) => setDay(now, memberId, cell, day))}
        />
      ) : (
        <NotLoaded
          failure={read.failure}
          loading={t`Loading the schedule…`}
          failed={(reason) => t`The schedule could not be loaded: ${reason}`}
          onRetry={read.refresh}
        />
      )}
      <ConfirmDialog
        question={leaving.asking ? t`Leave without saving your schedule changes?` : null}
        effect={plural(changes.length, {
          one: '# day changed on screen will be lost.',
          other: '# days changed on screen will be lost.',
        })}
        confirmLabel={t`Leave without saving`}
        cancelLabel={t`Stay on the schedule`}
        tone="primary"
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
    </div>
  )
}
