import { useLingui } from '@lingui/react/macro'
import { format } from 'date-fns'
import { useState } from 'react'
import { type DialogForm, FormDialog } from '../../ui/FormDialog.tsx'
import {
  type FirstDayOfWeek,
  parseFirstDayOfWeek,
  useFirstDayOfWeekSetting,
} from '../../ui/firstDayOfWeek.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { usePickerTexts } from '../../ui/usePickerTexts.ts'

const days: FirstDayOfWeek[] = [1, 2, 3, 4, 5, 6, 7]
// 2024-01-01 was a Monday: day n of the spec's week (1 Monday … 7 Sunday) is 2024-01-0n.
const dayName = (day: FirstDayOfWeek, locale: ReturnType<typeof usePickerTexts>['locale']) =>
  format(new Date(2024, 0, day), 'EEEE', { locale })

/**
 * The first day of the week every calendar starts on (spec section 5), kept for this user here. Mounted
 * when opened, so it opens on the kept day.
 */
export function FirstDayOfWeekDialog({
  userId,
  onOpenChange,
}: {
  userId: number
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const { locale } = usePickerTexts()
  const [kept, keep] = useFirstDayOfWeekSetting(userId)
  const [chosen, setChosen] = useState(String(kept))
  const [alert, setAlert] = useState<string | null>(null)
  // One choice among seven, kept in this browser: the kit's dialog around a form of one select.
  const form: DialogForm<FirstDayOfWeek> = {
    submit: () => {
      const day = parseFirstDayOfWeek(chosen)
      return day === null ? { ok: false, errors: { day: t`Choose a day` } } : { ok: true, data: day }
    },
    showServerErrors: () => setAlert(t`This browser could not keep the setting.`),
    alert,
    changed: chosen !== String(kept),
  }
  const save = async (day: FirstDayOfWeek) => {
    if (!keep(day)) throw new Error('not kept')
    return day
  }
  return (
    <FormDialog
      title={t`First day of the week`}
      description={t`Every calendar starts its weeks on this day, on this browser.`}
      form={form}
      send={save}
      onDone={(day) => {
        onOpenChange(false)
        showToast('success', t`Calendars now start on ${dayName(day, locale)}`)
      }}
      onClose={() => onOpenChange(false)}
      submitLabel={t`Save`}
      // One choice, seen whole: nothing typed is lost by closing.
      discardWithoutAsking
    >
      <SelectField
        label={t`First day of the week`}
        value={chosen}
        onChange={setChosen}
        options={days.map((day) => ({ value: String(day), label: `${day} · ${dayName(day, locale)}` }))}
      />
    </FormDialog>
  )
}
