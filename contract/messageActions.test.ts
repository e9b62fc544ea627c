import { describe, expect, it } from 'vitest'
import { mayDo } from './actions.ts'
import { offlineEndpointByPath } from './allActions.ts'
import { roleIds } from './menus.ts'
import { messageActions } from './messageActions.ts'

describe('marking a message read', () => {
  it('is for every signed-in user, an auditor too, with no menu', () => {
    expect(mayDo(messageActions.markRead.whoMay, { roleId: roleIds.auditor, menuIdList: [] })).toBe(true)
  })

  it('may wait in the outbox, found by its path', () => {
    expect(offlineEndpointByPath.get(messageActions.markRead.endpoint.path)).toBe(
      messageActions.markRead.endpoint,
    )
  })
})
