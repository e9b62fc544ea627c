import { describe, expect, it } from 'vitest'
import { allocationTarget } from '../../../contract/caseAllocation.ts'
import { fieldIssues } from '../../../contract/validation.ts'
import { validationMessage } from '../../http/messages.ts'

/** What the server answers for the first problem of a refused allocation, in both languages. */
function refusal(value: unknown) {
  const result = allocationTarget.safeParse(value)
  if (result.success) throw new Error('the allocation is accepted')
  const [first] = fieldIssues(result.error)
  if (!first) throw new Error('no issue')
  return { en: validationMessage(first.key, 'en'), es: validationMessage(first.key, 'es') }
}

describe("the case allocation's refusals read as the spec words them, in English and Spanish", () => {
  it('please select a team; please select a member', () => {
    expect(refusal({ way: 'evenSplit' })).toEqual({
      en: 'please select a team',
      es: 'Por favor seleccione un equipo',
    })
    expect(refusal({ teamId: 2, way: 'manual' })).toEqual({
      en: 'please select a member',
      es: 'Por favor seleccione un miembro',
    })
  })
})
