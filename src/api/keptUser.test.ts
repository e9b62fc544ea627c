import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserShape } from '../../contract/currentUserShape.ts'
import type { CurrentUser } from '../../contract/session.ts'
import { keepUser, keptUser } from './keptUser.ts'

afterEach(() => localStorage.clear())

const ana: CurrentUser = {
  userId: 7,
  username: 'ana',
  displayName: 'Ana',
  roleId: 2,
  roleName: 'Collector',
  menuIdList: [1, 2],
  cc: '52',
  timeZone: 'America/Mexico_City',
  teamId: 3,
  teamName: 'North',
}

describe('the user kept in the browser', () => {
  it('kept in the current shape comes back without the schema being loaded', async () => {
    keepUser(ana)
    const check = vi.fn(async () => null)
    expect(await keptUser(localStorage, check)).toEqual(ana)
    expect(check).not.toHaveBeenCalled()
  })

  it('kept by an older version (no stamp) is checked against the schema, and kept again in the current shape', async () => {
    localStorage.setItem('userInfo', JSON.stringify(ana))
    expect(await keptUser()).toEqual(ana)
    expect(localStorage.getItem('userInfoShape')).toBe(currentUserShape)
  })

  it('kept in another shape that the schema refuses is no user to restore', async () => {
    const { teamId: _, ...withoutTeam } = ana
    localStorage.setItem('userInfo', JSON.stringify({ ...withoutTeam, roleId: 'collector' }))
    localStorage.setItem('userInfoShape', 'an older shape')
    expect(await keptUser()).toBeNull()
    expect(localStorage.getItem('userInfoShape')).toBe('an older shape')
  })

  it('unreadable, or not there, is no user', async () => {
    expect(await keptUser()).toBeNull()
    localStorage.setItem('userInfo', '{"userId": 7')
    localStorage.setItem('userInfoShape', currentUserShape)
    expect(await keptUser()).toBeNull()
  })
})
