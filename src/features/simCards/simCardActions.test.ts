import { describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { SimCardRow } from '../../../contract/simCards.ts'
import { offeredCardActions } from './simCardActions.ts'

const card = (status: SimCardRow['status'], holderId: number | null = null): SimCardRow => ({
  id: 1,
  cardNumber: '8952020000000000001',
  currentNumber: '525500000001',
  status,
  holderId,
  holderName: holderId ? 'Ana Torres' : null,
  teamId: holderId ? 2 : null,
  teamName: holderId ? 'CDMX S2 Collection' : null,
  deactivationReason: status === 'deactivated' ? 'blocked' : null,
  deactivationDescription: null,
  addedAt: '2026-11-25T10:00:00.000Z',
  allocatedAt: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
})

const keeperMenus = [menuIds.simCards, menuIds.simRecords]
const officeManager = { userId: 8, teamId: null, roleId: roleIds.officeManager, menuIdList: keeperMenus }
const auditor = { userId: 9, teamId: null, roleId: roleIds.auditor, menuIdList: keeperMenus }

describe('the card actions a row offers', () => {
  it('are the ones the card machine accepts in the card’s state', () => {
    expect(offeredCardActions(card('unallocated'), officeManager)).toEqual([
      'allocate',
      'deactivate',
      'remove',
    ])
    expect(offeredCardActions(card('allocated', 7), officeManager)).toEqual(['retrieve', 'deactivate'])
    expect(offeredCardActions(card('deactivated'), officeManager)).toEqual(['reactivate'])
  })

  it('are none for a role that only reads the records', () => {
    expect(offeredCardActions(card('unallocated'), auditor)).toEqual([])
  })
})
