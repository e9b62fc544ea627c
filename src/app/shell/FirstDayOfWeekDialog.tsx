import { useLingui } from '@lingui/react/macro'
import { format } from 'date-fns'
import { type FormEvent, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { useFirstDayOfWeekSetting } from '../../ui/firstDayOfWeek.ts'
import { type FirstDayOfWeek, parseFirstDayOfWeek } from '../../ui/pickerRules.ts'
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
  open,
  onOpenChange,
}: {
  userId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const { locale } = usePickerTexts()
  const [kept, keep] = useFirstDayOfWeekSetting(userId)
  const [chosen, setChosen] = useState(String(kept))
  const save = (event: FormEvent) => {
    event.preventDefault()
    const day = parseFirstDayOfWeek(chosen)
    if (day === null || !keep(day)) return
    onOpenChange(false)
    showToast('success', t`Calendars now start on ${dayName(day, locale)}`)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`First day of the week`}
      description={t`Every calendar starts its weeks on this day, on this browser.`}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <SelectField
          label={t`First day of the week`}
          value={chosen}
          onChange={setChosen}
          options={days.map((day) => ({ value: String(day), label: `${day} · ${dayName(day, locale)}` }))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="submit">{t`Save`}</Button>
        </div>
      </form>
    </Dialog>
  )
}
