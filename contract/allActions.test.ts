import { describe, expect, it } from 'vitest'
import { isAreaWrite, mayDo } from './actions.ts'
import { allActions, offlineEndpointByPath, whoMayOfEndpoint } from './allActions.ts'
import { caseActions } from './caseActions.ts'
import type { Endpoint } from './endpoint.ts'
import { menuIds, roleIds } from './menus.ts'
import { messageActions } from './messageActions.ts'

// Every contract module, so a call added to any area is counted without this list being told.
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true })

const looksLikeEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value

function endpointsIn(value: unknown, found: Set<Endpoint>, depth = 0): Set<Endpoint> {
  if (looksLikeEndpoint(value)) found.add(value)
  else if (typeof value === 'object' && value !== null && depth < 4 && !Array.isArray(value))
    for (const inner of Object.values(value)) endpointsIn(inner, found, depth + 1)
  return found
}

const endpoints = [...endpointsIn(modules, new Set())]
const writes = endpoints.filter(isAreaWrite)

describe('every call a signed-in user posts is an action with one who-may rule', () => {
  it('rules exactly the calls a signed-in user posts: no more, no fewer', () => {
    expect(writes.length).toBeGreaterThan(30)
    expect(new Set(whoMayOfEndpoint.keys())).toEqual(new Set(writes))
  })

  it.each(writes.map((entry) => [entry.path, entry] as const))(
    '%s has exactly one rule, under its own menu',
    (_, entry) => {
      const rules = new Set(
        allActions.filter((action) => action.endpoint === entry).map((action) => action.whoMay),
      )
      expect(rules.size).toBe(1)
      const [rule] = rules
      expect(whoMayOfEndpoint.get(entry)).toBe(rule)
      expect(rule?.menuId).toBe(entry.access)
    },
  )

  it('every action calls a write the server declares with its rule, under its own menu or for any signed-in user', () => {
    for (const action of allActions) {
      expect(action.endpoint.method).toBe('POST')
      expect(endpoints).toContain(action.endpoint)
      expect(action.whoMay.menuId).toBe(action.endpoint.access)
    }
  })
})

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
})

describe('an action for any signed-in user', () => {
  it('is allowed with no menu at all, and refused to a read-only role', () => {
    const anyone = { menuId: 'signedIn', readOnlyRoles: [roleIds.auditor], rows: 'none' } as const
    expect(mayDo(anyone, { roleId: roleIds.seller, menuIdList: [] })).toBe(true)
    expect(mayDo(anyone, { roleId: roleIds.auditor, menuIdList: [menuIds.cases] })).toBe(false)
    expect(mayDo(messageActions.markRead.whoMay, { roleId: roleIds.auditor, menuIdList: [] })).toBe(true)
  })
})

describe('the writes an outbox may hold', () => {
  it('are found by their path: the case writes collectors make offline, never the phone reveal', () => {
    expect([...offlineEndpointByPath.keys()].sort()).toEqual([
      '/collection/case/mark',
      '/collection/case/record',
      '/collection/case/todo',
      '/collection/case/todo/done',
      '/collection/message/alreadyRead',
    ])
    expect(offlineEndpointByPath.get('/collection/case/revealPhone')).toBeUndefined()
  })
})
