import { useLingui } from '@lingui/react/macro'
import { ruleActionKinds, ruleWays } from '../../../contract/automaticRules.ts'
import { CheckGroup } from '../../ui/CheckGroup.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { FormSection } from './FormSection.tsx'
import { actionKindWords, wayWords } from './ruleWords.ts'
import type { RuleChoices } from './useRuleChoices.ts'
import type { RuleForm } from './useRuleForm.ts'

/**
 * What a run does: allocate to a team (its even split over the members on duty that day, or the
 * members chosen of that team) or retrieve; and the most cases one run moves.
 */
export function RuleWhatFields({ form, teams }: { form: RuleForm; teams: RuleChoices['teams'] }) {
  const { t, i18n } = useLingui()
  const { action, way, toTeamId } = form.values
  const team = teams.find((each) => String(each.id) === toTeamId)
  const teamField = form.field('toTeamId')
  const members = form.field('memberIds')
  return (
    <FormSection title={t`What`}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
        <SelectField
          label={t`Action`}
          options={ruleActionKinds.map((kind) => ({ value: kind, label: i18n._(actionKindWords[kind]) }))}
          {...form.field('action')}
        />
        {action === 'allocate' && (
          <>
            <SelectField
              label={t`Team`}
              placeholder={t`Select…`}
              options={teams.map((each) => ({ value: String(each.id), label: each.name }))}
              {...teamField}
              // The members chosen are the team's: another team lets go of them.
              onChange={(value) => {
                teamField.onChange(value)
                members.onChange('')
              }}
            />
            <SelectField
              label={t`Way`}
              options={ruleWays.map((each) => ({ value: each, label: i18n._(wayWords[each]) }))}
              {...form.field('way')}
            />
          </>
        )}
        <TextField label={t`Most cases per run`} inputMode="numeric" {...form.field('cap')} />
      </div>
      {action === 'allocate' && way === 'manual' && (
        <CheckGroup
          legend={t`Members`}
          options={(team?.members ?? []).map((member) => ({ value: String(member.id), label: member.name }))}
          chosen={members.value === '' ? [] : members.value.split(',')}
          onChange={(chosen) => members.onChange(chosen.join(','))}
          error={members.error}
          empty={t`Choose the team first.`}
        />
      )}
    </FormSection>
  )
}
