import { describe, expect, it } from 'vitest'
import { teamInput } from '../../../contract/staffs.ts'
import { fieldIssues } from '../../../contract/validation.ts'
import { errorMessage, validationMessage } from '../../http/messages.ts'

/** What the server answers for the first problem of a refused form, in both languages. */
function refusal(schema: typeof teamInput, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('the form is accepted')
  const [first] = fieldIssues(result.error)
  if (!first) throw new Error('no issue')
  return { en: validationMessage(first.key, 'en'), es: validationMessage(first.key, 'es') }
}

describe("the staffs area's refusals read as the spec words them, in English and Spanish", () => {
  it('team name should not be empty', () => {
    expect(
      refusal(teamInput, { name: '', teamTypeId: 1, leaderId: null, managerId: null, dutyDays: [1] }),
    ).toEqual({
      en: 'team name should not be empty',
      es: 'El nombre del equipo no puede estar vacío',
    })
  })

  it('do not choose more than one team for a leader, naming who leads what', () => {
    const facts = { member: 'Ana Torres', team: 'CDMX Cobranza 1' }
    expect(errorMessage('staffs.leadsAnotherTeam', 'en', facts)).toBe(
      'do not choose more than one team for a leader: Ana Torres leads CDMX Cobranza 1 already.',
    )
    expect(errorMessage('staffs.leadsAnotherTeam', 'es', facts)).toBe(
      'No elija más de un equipo para un líder: Ana Torres ya es líder de equipo de CDMX Cobranza 1.',
    )
  })
})
