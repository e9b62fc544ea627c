import { beforeEach, describe, expect, it } from 'vitest'
import { menuIds } from '../../../contract/menus.ts'
import { caseListToReturnTo, noteCaseListVisit } from './caseListReturn.ts'

const collector = [menuIds.cases, menuIds.allCases, menuIds.casesCollection]
const collectionOnly = [menuIds.cases, menuIds.casesCollection]
const leader = [menuIds.cases, menuIds.allCases, menuIds.casesCollection, menuIds.casesSeller]

beforeEach(() => sessionStorage.clear())

describe("a case's Back link", () => {
  it('returns to the list the collector came from', () => {
    noteCaseListVisit('/cases/collection')
    expect(caseListToReturnTo('all', collector)).toBe('/cases/collection')
    noteCaseListVisit('/cases/all')
    expect(caseListToReturnTo('all', collector)).toBe('/cases/all')
  })

  it('remembers the last list, not the pages visited since', () => {
    noteCaseListVisit('/cases/collection')
    noteCaseListVisit('/cases/all/details/12')
    noteCaseListVisit('/welcome')
    expect(caseListToReturnTo('all', collector)).toBe('/cases/collection')
  })

  it("leads a seller's case back to the sellers' list, wherever the user was", () => {
    noteCaseListVisit('/cases/collection')
    expect(caseListToReturnTo('seller', leader)).toBe('/cases/seller')
  })

  it('with no list visited, goes to the first list the menus allow', () => {
    expect(caseListToReturnTo('all', collector)).toBe('/cases/all')
    expect(caseListToReturnTo('all', collectionOnly)).toBe('/cases/collection')
  })

  it('never leads to a list the user may not open', () => {
    noteCaseListVisit('/cases/all')
    expect(caseListToReturnTo('all', collectionOnly)).toBe('/cases/collection')
    expect(caseListToReturnTo('all', [menuIds.dashboard])).toBeUndefined()
  })
})
