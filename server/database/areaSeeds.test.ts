import { describe, expect, it } from 'vitest'
import type { AreaSeed } from './areaSeed.ts'
import { areaSeeds } from './areaSeeds.ts'

// Every module of demo data beside the seed: an area's seed lives in one of them.
const seedModules = import.meta.glob<Record<string, unknown>>('./seed*.ts', { eager: true })

function isAreaSeed(value: unknown): value is AreaSeed {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AreaSeed).area === 'string' &&
    typeof (value as AreaSeed).seed === 'function'
  )
}

const declared = Object.entries(seedModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isAreaSeed)
    .map((seed) => ({ file, seed })),
)

describe('the area seeds', () => {
  it('finds the seeds it checks', () => {
    // Found by their modules, never by their names: a registry's test names no area either.
    expect(declared.length).toBeGreaterThanOrEqual(4)
  })

  it('seeds every area seed a module declares', () => {
    const unregistered = declared.filter(({ seed }) => !areaSeeds.includes(seed)).map(({ file }) => file)
    expect(unregistered).toEqual([])
  })

  it('seeds each area once', () => {
    const areas = areaSeeds.map((seed) => seed.area)
    expect(new Set(areas).size).toBe(areas.length)
  })
})
