import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import type { TargetChange, TargetPeriod, TargetRow } from '../../../contract/targets.ts'
import { FormPage, type FormPageProps } from '../../ui/FormPage.tsx'
import { TargetFigureFields } from './TargetFigureFields.tsx'
import { TargetChanges, TargetProgressPanel } from './TargetProgressPanel.tsx'

type TargetFormPageProps<Input> = Pick<
  FormPageProps<Input, TargetRow>,
  'title' | 'form' | 'send' | 'onDone' | 'onBack' | 'testId'
> & {
  /** The edited target once read; none when adding. */
  target: TargetRow | undefined
  /** Its recorded changes, newest first, once read. */
  changes: TargetChange[] | undefined
  /** An edit waits for its target before drawing the form. */
  waiting: boolean
  timeZone: string
  /** What a new target is for (a team, a member); an edited one shows its progress instead. */
  chooser: ReactNode
  /** The period, currency and figures' fields, and the periods a new target may be for. */
  figureFields: ComponentProps<typeof TargetFigureFields>['fields']
  periods: readonly TargetPeriod[]
  /** Why the user may not change this target though its period runs (their own), if so. */
  notTheirs?: string | undefined
  /** What the page adds after the figures (a team's split). */
  children?: ReactNode
}

/**
 * The page both operation screens are (add | edit): a new target's chooser or an edited one's progress,
 * the figures, and an edited target's recorded changes below; read-only once its period has ended.
 */
export function TargetFormPage<Input>({
  target,
  changes,
  waiting,
  timeZone,
  chooser,
  figureFields,
  periods,
  notTheirs,
  children,
  ...page
}: TargetFormPageProps<Input>) {
  const { t } = useLingui()
  if (waiting) return <p className="text-sm text-slate-500">{t`Loading the target…`}</p>
  const readOnly =
    target && !target.editable ? t`This target's period has ended: it is read-only.` : notTheirs
  return (
    <FormPage
      {...page}
      submitLabel={t`Save`}
      readOnly={readOnly}
      below={
        target &&
        changes && <TargetChanges changes={changes} currency={target.currency} timeZone={timeZone} />
      }
    >
      {target ? <TargetProgressPanel target={target} /> : chooser}
      <TargetFigureFields
        fields={figureFields}
        periods={periods}
        fixed={target ? { period: target.period, currency: target.currency } : null}
      />
      {children}
    </FormPage>
  )
}
