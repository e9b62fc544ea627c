import { useLingui } from '@lingui/react/macro'
import type { PerformanceStatement } from '../../../contract/dashboards.ts'

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`

/**
 * What the deployment's settings made of the figures the spec leaves open (decision 0044): prime
 * time, the salary period's first day and the work performance point's weights, said on screen.
 */
export function SettingsNote({ settings }: { settings: PerformanceStatement['settings'] }) {
  const { t } = useLingui()
  const { primeTime, salaryPeriodStartDay: day, workPoints } = settings
  const from = hour(primeTime.fromHour)
  const to = hour(primeTime.toHour)
  return (
    <p className="text-xs text-slate-500" data-testid="figure-settings">
      {t`Prime time: ${from} to ${to} on each person’s clock.`}{' '}
      {t`The salary period starts on day ${day} of the month.`}{' '}
      {t`Work performance point: ${workPoints.finishedCases} per finished case, ${workPoints.calls} per call, ${workPoints.whatsappMessages} per WhatsApp message.`}
    </p>
  )
}
