import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { caseActions } from '../../contract/caseActions.ts'
import { actionLabelOf } from '../features/sync/syncAreas.ts'
import { outboxAreas } from './outboxAreas.ts'

describe('what the sync panel calls a queued write', () => {
  it('is the area’s own button label, for every case action', () => {
    for (const action of Object.keys(caseActions)) {
      expect(actionLabelOf(outboxAreas, { area: 'cases', action }), action).toBeDefined()
    }
    const label = actionLabelOf(outboxAreas, { area: 'cases', action: 'markDeal' })
    expect(label && i18n._(label)).toBe('Mark as deal')
  })

  it('is nothing for an area or action not registered (the panel then shows its name)', () => {
    expect(actionLabelOf(outboxAreas, { area: 'staffs', action: 'markDeal' })).toBeUndefined()
    expect(actionLabelOf(outboxAreas, { area: 'cases', action: 'fly' })).toBeUndefined()
  })
})
