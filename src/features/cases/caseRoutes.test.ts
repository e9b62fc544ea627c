import { describe, expect, it } from 'vitest'
import { menuIds } from '../../../contract/menus.ts'
import { caseIdOf, whereCaseBelongs } from './caseRoutes.ts'

describe('the case a detail route names', () => {
  it('is the number in collOrderId or sellOrderId', () => {
    expect(caseIdOf({ collOrderId: '154' })).toBe(154)
    expect(caseIdOf({ sellOrderId: '7' })).toBe(7)
  })

  it('is none for anything but plain digits, for zero, and for a number too large to be exact', () => {
    for (const id of ['abc', '12x', '1e3', ' 12', '0x1f', '-4', '0', '012', '', '99999999999999999'])
      expect(caseIdOf({ collOrderId: id }), id).toBeUndefined()
    expect(caseIdOf({})).toBeUndefined()
  })
})

describe('where a case opened through a detail route belongs', () => {
  const collectorMenus = [menuIds.cases, menuIds.allCases, menuIds.casesCollection]
  const sellerMenus = [menuIds.cases, menuIds.casesSeller]
  const officeManagerMenus = [menuIds.cases, menuIds.allCases]
  const collectionCase = { id: 154, kind: 'collection' as const }
  const saleCase = { id: 88, kind: 'sale' as const }

  it('a case of the route its kind has stays', () => {
    expect(whereCaseBelongs('all', collectionCase, collectorMenus)).toEqual({ at: 'here' })
    expect(whereCaseBelongs('seller', saleCase, sellerMenus)).toEqual({ at: 'here' })
  })

  it("a collector's case opened through the sellers' route goes to the all cases' route, and back", () => {
    expect(whereCaseBelongs('seller', collectionCase, collectorMenus)).toEqual({
      at: 'path',
      path: '/cases/all/details/154',
    })
    expect(whereCaseBelongs('all', saleCase, sellerMenus)).toEqual({
      at: 'path',
      path: '/cases/seller/details/88',
    })
  })

  it('a case whose list the user does not open is not shown as the wrong kind', () => {
    expect(whereCaseBelongs('all', saleCase, officeManagerMenus)).toEqual({ at: 'elsewhere' })
    expect(whereCaseBelongs('seller', collectionCase, sellerMenus)).toEqual({ at: 'elsewhere' })
  })
})
