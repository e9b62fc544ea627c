import { describe, expect, it } from 'vitest'
import { keysetPageInput, pageSizes } from './paging.ts'

const input = keysetPageInput(['allocatedAt', 'amount'], 'allocatedAt')

describe('page bounds', () => {
  it('a page is 50 rows sorted by the default, newest first, unless asked otherwise', () => {
    expect(input.parse({})).toEqual({ sort: 'allocatedAt', order: 'desc', limit: pageSizes.default })
  })

  it.each([0, 201, 1.5, 'many'])('a page of %s rows is refused', (limit) => {
    expect(input.safeParse({ limit }).success).toBe(false)
  })

  it('the bounds themselves are taken', () => {
    expect(input.parse({ limit: '1' }).limit).toBe(1)
    expect(input.parse({ limit: '200' }).limit).toBe(200)
  })

  it('only the list’s own sorts are taken', () => {
    expect(input.safeParse({ sort: 'name' }).success).toBe(false)
    expect(input.safeParse({ sort: 'amount', order: 'sideways' }).success).toBe(false)
  })
})
