import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type TagTab, type TagTabsEvent, tagTabsMachine } from '../../machines/tagTabs.ts'

// The header's tabs, stated from the spec (section 2: closing the active tab goes to the last
// remaining tab; section 3: tagList keeps each path once; section 4: opening adds a tab unless its
// path is open, closing removes by path, clear empties) and checked over random sequences of what the
// pages and the user do: independent of the model test, which walks the machine's own config.

const paths = [
  '/welcome',
  '/cases/all',
  '/cases/all/details/154',
  '/cases/seller/details/154',
  '/staffs/index',
]
const path = fc.constantFrom(...paths)
const label = fc.constantFrom('C00000154', 'S00000154')
const tab: fc.Arbitrary<TagTab> = fc
  .record({ path, label: fc.option(label, { nil: undefined }) })
  .map(({ path, label }) => ({ path, routeName: `route ${path}`, ...(label === undefined ? {} : { label }) }))
/** A kept tagList as the machine wrote it: each path once. */
const keptTabs = fc.uniqueArray(tab, { selector: (kept) => kept.path, maxLength: paths.length })

/** What a page or the user sends; RESTORE is the shell reading the kept list again, so it carries none. */
type Step = Exclude<TagTabsEvent, { type: 'RESTORE' }> | { type: 'RESTORE' }
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('OPEN' as const), tab }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('CLOSE' as const), path }), weight: 3 },
  { arbitrary: fc.constant({ type: 'CLEAR' as const }), weight: 1 },
  { arbitrary: fc.constant({ type: 'RESTORE' as const }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('LABEL' as const), path, label }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('MOVE' as const), from: path, tab }), weight: 2 },
)
const steps = fc.array(step, { maxLength: 25 })
const runs = { numRuns: 300 }

interface Seen {
  event: TagTabsEvent
  before: { tabs: TagTab[]; activePath: string | null }
  after: { tabs: TagTab[]; activePath: string | null }
  /** Where the machine sent the app during this event (null: home). */
  navigations: Array<string | null>
  /** The tagList it saved during this event. */
  saves: TagTab[][]
}

/** A shell: the tabs restored from the kept list first, as the app does, then each step; what each did. */
function browse(kept: TagTab[], sequence: Step[]) {
  let stored = kept
  let navigations: Array<string | null> = []
  let saves: TagTab[][] = []
  const actor = createActor(
    tagTabsMachine.provide({
      actions: {
        navigate: (_, { path }) => navigations.push(path),
        persistTabs: (_, { tabs }) => {
          saves.push(tabs)
          stored = tabs
        },
      },
    }),
  ).start()
  const seen: Seen[] = []
  for (const next of [{ type: 'RESTORE' } as const, ...sequence]) {
    const event: TagTabsEvent = next.type === 'RESTORE' ? { type: 'RESTORE', tabs: stored } : next
    const before = actor.getSnapshot().context
    navigations = []
    saves = []
    actor.send(event)
    seen.push({ event, before, after: actor.getSnapshot().context, navigations, saves })
  }
  return { seen, stored: () => stored }
}

const pathsOf = (tabs: TagTab[]) => tabs.map((kept) => kept.path)
const without = (tabs: TagTab[], gone: string) => tabs.filter((kept) => kept.path !== gone)

describe('the header tabs, over random pages opened, closed, named and moved', () => {
  it('never two tabs for one path, and the active tab is always one of the open tabs', () => {
    fc.assert(
      fc.property(keptTabs, steps, (kept, sequence) => {
        for (const { after } of browse(kept, sequence).seen) {
          expect(new Set(pathsOf(after.tabs)).size).toBe(after.tabs.length)
          if (after.activePath !== null) expect(pathsOf(after.tabs)).toContain(after.activePath)
        }
      }),
      runs,
    )
  })

  it('opening a page shows its tab as the active one, a new tab at the end and an open one as it was', () => {
    fc.assert(
      fc.property(keptTabs, steps, (kept, sequence) => {
        for (const { event, before, after, navigations } of browse(kept, sequence).seen) {
          if (event.type !== 'OPEN') continue
          const open = before.tabs.some((shown) => shown.path === event.tab.path)
          expect(after.tabs).toEqual(open ? before.tabs : [...before.tabs, event.tab])
          expect(after.activePath).toBe(event.tab.path)
          // The user went to the page already: the tabs send her nowhere.
          expect(navigations).toEqual([])
        }
      }),
      runs,
    )
  })

  it('closing removes only that tab; closing the active one goes to the last remaining tab, or home', () => {
    fc.assert(
      fc.property(keptTabs, steps, (kept, sequence) => {
        for (const { event, before, after, navigations } of browse(kept, sequence).seen) {
          if (event.type !== 'CLOSE') continue
          expect(after.tabs).toEqual(without(before.tabs, event.path))
          const closedActive = before.activePath === event.path && pathsOf(before.tabs).includes(event.path)
          if (closedActive) {
            const last = after.tabs.at(-1)?.path ?? null
            expect(navigations).toEqual([last])
            expect(after.activePath).toBe(last)
          } else {
            expect(navigations).toEqual([])
            expect(after.activePath).toBe(before.activePath)
          }
        }
      }),
      runs,
    )
  })

  it('clearing empties the tabs and goes home; with no tab open it does nothing', () => {
    fc.assert(
      fc.property(keptTabs, steps, (kept, sequence) => {
        for (const { event, before, after, navigations } of browse(kept, sequence).seen) {
          if (event.type !== 'CLEAR') continue
          expect(after).toEqual({ tabs: [], activePath: null })
          expect(navigations).toEqual(before.tabs.length > 0 ? [null] : [])
        }
      }),
      runs,
    )
  })

  it("a page's name goes on its own tab only, and a page moved to where it belongs takes its tab's place", () => {
    fc.assert(
      fc.property(keptTabs, steps, (kept, sequence) => {
        for (const { event, before, after, navigations } of browse(kept, sequence).seen) {
          if (event.type === 'LABEL')
            expect(after.tabs).toEqual(
              before.tabs.map((shown) =>
                shown.path === event.path ? { ...shown, label: event.label } : shown,
              ),
            )
          if (event.type !== 'MOVE') continue
          // The page navigates itself (replacing the history entry): the tabs send it nowhere.
          expect(navigations).toEqual([])
          const at = pathsOf(before.tabs).indexOf(event.from)
          if (at < 0 || event.from === event.tab.path) {
            expect(after).toEqual(before)
            continue
          }
          const targetOpen = pathsOf(before.tabs).includes(event.tab.path)
          expect(after.tabs).toEqual(
            targetOpen ? without(before.tabs, event.from) : before.tabs.with(at, event.tab),
          )
          expect(after.activePath).toBe(before.activePath === event.from ? event.tab.path : before.activePath)
        }
      }),
      runs,
    )
  })

  it('the kept tagList is always the tabs shown, written only when they change, and a reload brings them back', () => {
    fc.assert(
      fc.property(keptTabs, steps, (kept, sequence) => {
        const { seen, stored } = browse(kept, sequence)
        const [restored, ...rest] = seen
        expect(restored!.after.tabs).toEqual(kept)
        expect(restored!.saves).toEqual([])
        for (const { event, before, after, saves } of rest) {
          // The kept list read again never replaces the tabs open now.
          if (event.type === 'RESTORE' && before.tabs.length > 0) expect(after).toEqual(before)
          if (JSON.stringify(after.tabs) === JSON.stringify(before.tabs)) expect(saves).toEqual([])
          else expect(saves).toEqual([after.tabs])
        }
        const shown = seen.at(-1)!.after.tabs
        expect(stored()).toEqual(shown)
        expect(browse(stored(), []).seen[0]!.after.tabs).toEqual(shown)
      }),
      runs,
    )
  })
})
