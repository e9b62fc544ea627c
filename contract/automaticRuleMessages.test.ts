import { describe, expect, it } from 'vitest'
import { glossaryBreaches } from './glossary.ts'
import { messageTitle, messageTypeOf } from './messages.ts'
import type { MessageTypeDeclaration } from './messageType.ts'

const shared = messageTypeOf.DIVISION_COMPLETED_MESSAGE as unknown as MessageTypeDeclaration
const run = {
  about: 'ruleRun',
  ruleName: 'Nuevos 1–7 días a S1',
  version: 2,
  action: 'allocate',
  status: 'done',
  matched: 120,
  moved: 100,
  skipped: 20,
  error: null,
  errorParams: null,
} as const
const failed = {
  ...run,
  status: 'failed',
  moved: 0,
  skipped: 0,
  error: 'staffs.noMemberOnDuty',
  errorParams: { team: 'Lagos S1 Collection' },
} as const

describe("an automatic rule's run, told under the allocation's DIVISION_COMPLETED_MESSAGE", () => {
  it("reads its totals in the reader's language, and a manual allocation's message as before", () => {
    expect(shared.words(run, 'en').text).toBe(
      'The rule "Nuevos 1–7 días a S1" (version 2) ran: 120 cases matched, 100 allocated, 20 left as they were.',
    )
    expect(shared.words({ ...run, action: 'retrieve' }, 'es').text).toBe(
      'La regla «Nuevos 1–7 días a S1» (versión 2) se ejecutó: 120 casos coincidieron, 100 retirados, 20 sin cambios.',
    )
    expect(shared.words({ caseCount: 12, teamName: 'CDMX S2 Collection' }, 'en').text).toBe(
      '12 cases were allocated to team CDMX S2 Collection.',
    )
  })

  it('says why a run failed with the refusal of its error, filled in', () => {
    expect(shared.words(failed, 'en').text).toBe(
      'The rule "Nuevos 1–7 días a S1" (version 2) did not run: No member of Lagos S1 Collection is on duty today: choose the members to allocate to.',
    )
    expect(shared.words(failed, 'es').text).toBe(
      'La regla «Nuevos 1–7 días a S1» (versión 2) no se ejecutó: Ningún miembro de Lagos S1 Collection está en servicio hoy: elija a qué miembros asignar.',
    )
    expect(
      glossaryBreaches(
        [run, failed].map((facts) => ({ where: 'rule run', text: shared.words(facts, 'es').text })),
      ),
    ).toEqual([])
  })

  it('is titled by its subject and opens the rule in the rules list; the manual one opens its team as before', () => {
    expect(messageTitle({ name: 'DIVISION_COMPLETED_MESSAGE', subject: 'ruleRun' }, 'es')).toBe(
      'Ejecución de regla automática',
    )
    expect(messageTitle({ name: 'DIVISION_COMPLETED_MESSAGE', subject: null }, 'en')).toBe('Cases allocated')
    expect(shared.opens?.({ eventKey: 'rule:7:9b2f', facts: run })).toEqual({
      path: '/cases/automatical?ruleId=7',
      menuId: 21,
    })
    expect(
      shared.opens?.({ eventKey: 'allocation:abc', facts: { caseCount: 1, teamName: 'x', teamId: 3 } }),
    ).toEqual({ path: '/cases/all?teamId=3', menuId: 89 })
  })
})
