import { useLingui } from '@lingui/react/macro'
import { CheckGroup } from '../../ui/CheckGroup.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { TimeZonePicker } from '../../ui/TimeZonePicker.tsx'
import { useWeekdayWords, weekdays } from '../../ui/weekdays.ts'
import { FormSection } from './FormSection.tsx'
import type { RuleForm } from './useRuleForm.ts'

/** When a rule runs: a time of day on a clock, on the days chosen. */
export function RuleWhenFields({ form }: { form: RuleForm }) {
  const { t } = useLingui()
  const dayWords = useWeekdayWords()
  const days = form.field('days')
  return (
    <FormSection title={t`When`}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <TextField label={t`Rule name`} showCount {...form.field('name')} />
        <TextField label={t`Time`} type="time" {...form.field('time')} />
        <TimeZonePicker label={t`Time zone`} {...form.field('timeZone')} />
      </div>
      <CheckGroup
        legend={t`Days`}
        options={weekdays.map((day) => ({ value: String(day), label: dayWords[day] ?? '' }))}
        chosen={days.value === '' ? [] : days.value.split(',')}
        onChange={(chosen) => days.onChange(chosen.join(','))}
        error={days.error}
      />
    </FormSection>
  )
}
