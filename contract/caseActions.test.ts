import { describe, expect, it } from 'vitest'
import { mayDo } from './actions.ts'
import { offlineEndpointByPath } from './allActions.ts'
import { caseActions } from './caseActions.ts'
import { menuIds, roleIds } from './menus.ts'

describe('the case rules', () => {
  const collector = { roleId: roleIds.collector, menuIdList: [menuIds.cases, menuIds.allCases] }
  const auditor = { roleId: roleIds.auditor, menuIdList: [menuIds.cases, menuIds.allCases] }

  it('a collector may take every case action; without the cases menu nobody may', () => {
    for (const action of Object.values(caseActions)) {
      expect(mayDo(action.whoMay, collector)).toBe(true)
      expect(mayDo(action.whoMay, { ...collector, menuIdList: [menuIds.allCases] })).toBe(false)
    }
  })

  it('an auditor changes nothing but may ask for the full number, which every reveal logs', () => {
    const allowed = Object.entries(caseActions)
      .filter(([, action]) => mayDo(action.whoMay, auditor))
      .map(([name]) => name)
    expect(allowed).toEqual(['revealPhone'])
  })

  it("a collector's marks, records and to-dos may wait in the outbox; the phone reveal never does", () => {
    const offline = new Set(
      Object.values(caseActions)
        .filter((action) => offlineEndpointByPath.get(action.endpoint.path) === action.endpoint)
        .map((action) => action.endpoint.path),
    )
    expect([...offline].sort()).toEqual([
      '/collection/case/mark',
      '/collection/case/record',
      '/collection/case/todo',
      '/collection/case/todo/done',
    ])
    expect(offlineEndpointByPath.get(caseActions.revealPhone.endpoint.path)).toBeUndefined()
  })
})
