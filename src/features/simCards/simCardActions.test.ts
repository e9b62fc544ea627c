import { describe, expect, it } from 'vitest'
import type { SimCardRow } from '../../../contract/simCards.ts'
import { cardRow as card } from '../../../tests/support/simCardRows.ts'
import { cardActionsNow } from './simCardActions.ts'

const namesNow = (row: SimCardRow) => cardActionsNow(row).map(({ name }) => name)

describe('the card actions a row takes now', () => {
  it('are the ones the card machine accepts in the card’s state', () => {
    expect(namesNow(card('unallocated'))).toEqual(['allocate', 'deactivate', 'remove'])
    expect(namesNow(card('allocated', 7))).toEqual(['retrieve', 'deactivate'])
    expect(namesNow(card('deactivated'))).toEqual(['reactivate'])
  })
})
