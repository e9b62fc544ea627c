import { describe, expect, it } from 'vitest'
import {
  type Area,
  isAreaFile,
  linesAllowed,
  readSource,
  registryFiles,
  sourceFiles,
  tablesReadByRole,
  withoutComments,
} from './areaFiles.ts'

// This folder names areas as its subjects.
const files = sourceFiles().filter((file) => !file.startsWith('tests/architecture/'))

/**
 * Where an area is named outside its own files, and on how many lines of each besides the imports:
 * an area added by docs/adding-an-area.md is one folder (and its named files) plus one line per registry.
 */
function footprintOf(area: Area) {
  const word = new RegExp(area.word ?? area.name, 'i')
  return files
    .filter((file) => !isAreaFile(area, file))
    .flatMap((file) => {
      const lines = withoutComments(readSource(file))
        .split('\n')
        .filter((line) => word.test(line) && !/^\s*import\b/.test(line) && !/^\s*\} from '/.test(line))
      return lines.length === 0 ? [] : [{ file, lines: lines.length }]
    })
}

describe('an area is its own files plus one line per registry', () => {
  const blacklist: Area = { name: 'blacklist', stems: ['blacklist'] }

  it('finds the blacklist in its registries, so a reader that found nothing cannot pass', () => {
    expect(footprintOf(blacklist).map(({ file }) => file)).toEqual(
      expect.arrayContaining(['src/app/routeTable.ts', 'server/app.ts', 'contract/errors.ts']),
    )
  })

  it('names the blacklist outside its own files only in a registry, on one line each', () => {
    const outside = footprintOf(blacklist).filter(({ file }) => !tablesReadByRole.includes(file))
    expect(outside.filter(({ file }) => !registryFiles.includes(file)).map(({ file }) => file)).toEqual([])
    expect(outside.filter(({ lines }) => lines !== 1)).toEqual([])
  })

  it('names the automatic rules, the second area built by composition, only in its registries', () => {
    const rules: Area = { name: 'automaticRules', stems: ['automaticRule'], word: 'automaticRule' }
    const outside = footprintOf(rules).filter(({ file }) => !tablesReadByRole.includes(file))
    expect(outside.filter(({ file }) => !registryFiles.includes(file)).map(({ file }) => file)).toEqual([])
    expect(outside.filter(({ file, lines }) => lines > linesAllowed(file))).toEqual([])
  })

  it('would catch a shared file that starts naming the area', () => {
    const area: Area = { name: 'blacklist', stems: [] }
    // Without its contract and tests counted as its own, those files are outside it, and found.
    expect(footprintOf(area).map(({ file }) => file)).toContain('contract/blacklistErrors.ts')
  })
})
