import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstLoadBytes, modulesIn, overBudgetReport, shellBudgetKb } from '../../bench/shellBudget.ts'
import { type FirstLoadChunk, signedInShellChunks } from '../../bench/shellSize.ts'
import { buildClientIfChanged } from '../../scripts/clientBuild.ts'
import { root } from './areaFiles.ts'

// The first load of the signed-in shell (issue 28): the built client's entry, its static imports, the
// welcome page and the English catalog, read from the build's manifest and source maps. `npm test`
// builds the client before its runners start (scripts/test.ts); run alone, this builds it when stale.
let chunks: FirstLoadChunk[]
beforeAll(() => {
  buildClientIfChanged()
  chunks = signedInShellChunks(path.join(root, 'dist'))
}, 300_000)

/** The modules a route group reads: its routes.ts and the area's files it imports (titles, paths). */
function routeGroupModules(): Set<string> {
  const table = readFileSync(path.join(root, 'src/app/routeTable.ts'), 'utf8')
  const groups = [...table.matchAll(/from '\.\.\/(features\/[^']+\/routes\.ts)'/g)].map((m) => `src/${m[1]}`)
  const modules = new Set(groups)
  for (const group of groups) {
    const source = readFileSync(path.join(root, group), 'utf8')
    for (const [, local] of source.matchAll(/^import (?!type )[^;]*? from '\.\/([^']+)'/gm))
      modules.add(path.posix.join(path.posix.dirname(group), local!))
  }
  return modules
}

// Not an area: the header's sync corner and sign-out ask the outbox's queue (src/features/sync).
const shellFeatures = /^src\/features\/sync\//
// The shell notes which case list a user is on, so a case's Back link returns there.
const shellNeedsOfAreas = new Set(['src/features/cases/caseListReturn.ts'])
// The shell's own machines: who is signed in, and the page tabs.
const shellMachines = new Set(['machines/session.ts', 'machines/tagTabs.ts', 'machines/effects.ts'])

describe('the signed-in shell’s first load', () => {
  it(`is at most ${shellBudgetKb} KB of gzipped JavaScript`, () => {
    expect(chunks.length).toBeGreaterThan(3)
    expect(firstLoadBytes(chunks) <= shellBudgetKb * 1024, overBudgetReport(chunks)).toBe(true)
  })

  it('holds no schema library: the areas validate in their own chunks', () => {
    expect(modulesIn(chunks, (module) => /^zod(\/|$)/.test(module))).toEqual([])
  })

  it('holds no area’s code but its route group: screens, bars, panels and dialogs load when opened', () => {
    const groups = routeGroupModules()
    expect(groups.size).toBeGreaterThanOrEqual(9)
    const areaCode = (module: string) =>
      (module.startsWith('src/features/') &&
        !shellFeatures.test(module) &&
        !groups.has(module) &&
        !shellNeedsOfAreas.has(module)) ||
      (module.startsWith('machines/') && !shellMachines.has(module))
    expect(modulesIn(chunks, areaCode)).toEqual([])
  })

  it('is read from the build: the entry, the route table and the catalog are in it', () => {
    const modules = chunks.flatMap((chunk) => [...chunk.modules.keys()])
    expect(modules).toEqual(
      expect.arrayContaining(['src/main.tsx', 'src/app/routeTable.ts', 'src/locales/en/messages.po']),
    )
  })
})

describe('the budget’s report', () => {
  it('names the chunk over the budget and the modules that wrote most of it', () => {
    const big: FirstLoadChunk = {
      file: 'assets/format-B1P7HDyS.js',
      gzipBytes: 103 * 1024,
      modules: new Map([
        ['zod/v4/core', 72 * 1024],
        ['dexie/dist', 95 * 1024],
      ]),
    }
    const small: FirstLoadChunk = {
      file: 'assets/index-BKQlTEDl.js',
      gzipBytes: 78 * 1024,
      modules: new Map(),
    }
    const report = overBudgetReport([small, big], 170)
    expect(report).toMatch(/^first load 181\.0 KB > 170 KB/)
    expect(report.split('\n')[1]).toBe(
      '  assets/format-*.js 103.0 KB (dexie/dist 95.0 KB raw, zod/v4/core 72.0 KB raw)',
    )
    expect(modulesIn([small, big], (module) => module.startsWith('zod'))).toEqual([
      'assets/format-*.js: zod/v4/core',
    ])
  })
})
