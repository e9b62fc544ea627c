import { useLingui } from '@lingui/react/macro'
import { ruleHolders } from '../../../contract/automaticRules.ts'
import { repaymentStatuses } from '../../../contract/cases.ts'
import { statusLabels } from '../../i18n/labels.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { FormSection } from './FormSection.tsx'
import { holderWords } from './ruleWords.ts'
import type { RuleChoices } from './useRuleChoices.ts'
import type { RuleForm } from './useRuleForm.ts'

/**
 * Which cases a rule takes: every condition given must hold. Amounts are typed in the chosen app's
 * money, so they wait for the app; holding days count only cases a member holds.
 */
export function RuleWhichFields({
  form,
  choices,
  currency,
}: {
  form: RuleForm
  choices: Pick<RuleChoices, 'apps' | 'teams' | 'teamTypes'>
  currency: string
}) {
  const { t, i18n } = useLingui()
  const any = t`Any`
  const money = (label: string) => (currency ? `${label} (${currency})` : label)
  return (
    <FormSection title={t`Which cases`}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
        <SelectField
          label={t`App`}
          placeholder={any}
          options={choices.apps.map((app) => ({ value: String(app.id), label: app.name }))}
          {...form.field('appId')}
        />
        <SelectField
          label={t`Status`}
          placeholder={any}
          options={repaymentStatuses.map((status) => ({
            value: status,
            label: i18n._(statusLabels[status]),
          }))}
          {...form.field('status')}
        />
        <TextField label={t`Overdue days from`} inputMode="numeric" {...form.field('overdueMin')} />
        <TextField label={t`Overdue days to`} inputMode="numeric" {...form.field('overdueMax')} />
        <TextField label={money(t`Amount from`)} inputMode="decimal" {...form.field('amountMin')} />
        <TextField label={money(t`Amount to`)} inputMode="decimal" {...form.field('amountMax')} />
        <SelectField
          label={t`Team type`}
          placeholder={any}
          options={choices.teamTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          {...form.field('teamTypeId')}
        />
        <SelectField
          label={t`In team`}
          placeholder={any}
          options={choices.teams.map((team) => ({ value: String(team.id), label: team.name }))}
          {...form.field('inTeamId')}
        />
        <SelectField
          label={t`Held by`}
          options={ruleHolders.map((holder) => ({ value: holder, label: i18n._(holderWords[holder]) }))}
          {...form.field('holder')}
        />
        <TextField label={t`Held for more than (days)`} inputMode="numeric" {...form.field('heldDaysOver')} />
      </div>
    </FormSection>
  )
}
