import { describe, expect, it } from 'vitest'
import { isAreaWrite, mayDo } from './actions.ts'
import { allActions, offlineEndpointByPath, whoMayOfEndpoint } from './allActions.ts'
import type { Endpoint } from './endpoint.ts'
import { menuIds, roleIds } from './menus.ts'

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

describe('an action for any signed-in user', () => {
  it('is allowed with no menu at all, and refused to a read-only role', () => {
    const anyone = { menuId: 'signedIn', readOnlyRoles: [roleIds.auditor], rows: 'none' } as const
    expect(mayDo(anyone, { roleId: roleIds.seller, menuIdList: [] })).toBe(true)
    expect(mayDo(anyone, { roleId: roleIds.auditor, menuIdList: [menuIds.cases] })).toBe(false)
  })
})

describe('the writes an outbox may hold', () => {
  it('are found by their path: exactly the actions that may be taken offline', () => {
    const offline = allActions.filter((action) => action.offline)
    expect(offline.length).toBeGreaterThan(0)
    expect(new Set(offlineEndpointByPath.values())).toEqual(new Set(offline.map((action) => action.endpoint)))
    for (const action of offline)
      expect(offlineEndpointByPath.get(action.endpoint.path)).toBe(action.endpoint)
  })
})
