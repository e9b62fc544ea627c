import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type TagTab, tagTabsMachine } from '../../machines/tagTabs.ts'
import { runModel } from '../support/machineModel.ts'

const welcome = { path: '/welcome', routeName: 'welcome' }
const cases = { path: '/cases/all', routeName: 'allCases' }
const caseDetail = { path: '/cases/all/details/154', routeName: 'allDetails' }
/** The same case opened through the sellers' route, where a collection case does not belong. */
const sellerDetail = { path: '/cases/seller/details/154', routeName: 'sellerDetails' }

describe('tag tabs model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    const run = await runModel(tagTabsMachine, {
      events: [
        { type: 'OPEN', tab: welcome },
        { type: 'OPEN', tab: cases },
        { type: 'CLOSE', path: welcome.path },
        { type: 'CLOSE', path: cases.path },
        { type: 'CLEAR' },
        { type: 'RESTORE', tabs: [welcome, cases] },
        { type: 'LABEL', path: caseDetail.path, label: 'C00000154' },
        { type: 'OPEN', tab: caseDetail },
        { type: 'LABEL', path: caseDetail.path, label: 'C00000154' },
        { type: 'LABEL', path: caseDetail.path, label: 'S00000154' },
        { type: 'CLOSE', path: caseDetail.path },
        { type: 'OPEN', tab: sellerDetail },
        { type: 'MOVE', from: sellerDetail.path, tab: caseDetail },
        { type: 'MOVE', from: caseDetail.path, tab: caseDetail },
      ],
      check: (snapshot) => {
        const tabs = snapshot.context.tabs as TagTab[]
        const paths = tabs.map((tab) => tab.path)
        expect(new Set(paths).size).toBe(paths.length)
        const { activePath } = snapshot.context as { activePath: string | null }
        if (activePath !== null) expect(paths).toContain(activePath)
        // Only a case detail's page names its tab.
        for (const tab of tabs) if (tab.label !== undefined) expect(tab.path).toBe(caseDetail.path)
      },
    })
    expect(run.uncovered).toEqual([])
    expect(run.paths).toBeGreaterThan(10)
    // The graph walk takes a few seconds on a busy machine (the property tests run beside it).
  }, 300_000)
})

describe('tag tabs', () => {
  const run = () => {
    const navigations: Array<string | null> = []
    const persisted: string[][] = []
    const actor = createActor(
      tagTabsMachine.provide({
        actions: {
          navigate: (_, params) => navigations.push(params.path),
          persistTabs: (_, params) => persisted.push(params.tabs.map((tab) => tab.path)),
        },
      }),
    ).start()
    return { actor, navigations, persisted }
  }

  it('opening a page twice keeps one tab for its path', () => {
    const { actor } = run()
    actor.send({ type: 'OPEN', tab: welcome })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'OPEN', tab: welcome })
    expect(actor.getSnapshot().context.tabs.map((tab) => tab.path)).toEqual(['/welcome', '/cases/all'])
    expect(actor.getSnapshot().context.activePath).toBe('/welcome')
  })

  it('closing the active tab goes to the last remaining tab', () => {
    const { actor, navigations } = run()
    actor.send({ type: 'OPEN', tab: welcome })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'OPEN', tab: { path: '/staffs/index', routeName: 'staffsIndex' } })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'CLOSE', path: '/cases/all' })
    expect(navigations).toEqual(['/staffs/index'])
  })

  it('closing another tab stays on the page; closing the last one goes home', () => {
    const { actor, navigations, persisted } = run()
    actor.send({ type: 'OPEN', tab: welcome })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'CLOSE', path: '/welcome' })
    expect(navigations).toEqual([])
    actor.send({ type: 'CLOSE', path: '/cases/all' })
    expect(navigations).toEqual([null])
    expect(persisted.at(-1)).toEqual([])
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it("a page's label names its tab, is kept with the tabs, and comes back with them", () => {
    const { actor, persisted } = run()
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'OPEN', tab: caseDetail })
    const saves = persisted.length
    actor.send({ type: 'LABEL', path: caseDetail.path, label: 'C00000154' })
    expect(actor.getSnapshot().context.tabs.at(-1)).toEqual({ ...caseDetail, label: 'C00000154' })
    expect(persisted.length).toBe(saves + 1)
    // The same label again saves nothing; opening the page again keeps its label.
    actor.send({ type: 'LABEL', path: caseDetail.path, label: 'C00000154' })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'OPEN', tab: caseDetail })
    expect(persisted.length).toBe(saves + 1)
    expect(actor.getSnapshot().context.tabs.at(-1)?.label).toBe('C00000154')

    const kept = actor.getSnapshot().context.tabs
    const { actor: reloaded } = run()
    reloaded.send({ type: 'RESTORE', tabs: kept })
    expect(reloaded.getSnapshot().context.tabs.map((tab) => tab.label)).toEqual([undefined, 'C00000154'])
  })

  it('a label for a page with no tab is not kept', () => {
    const { actor, persisted } = run()
    actor.send({ type: 'LABEL', path: caseDetail.path, label: 'C00000154' })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'LABEL', path: caseDetail.path, label: 'C00000154' })
    expect(actor.getSnapshot().context.tabs).toEqual([cases])
    expect(persisted).toEqual([['/cases/all']])
  })

  it('a page redirected to where it belongs takes its tab along, in the same place', () => {
    const { actor, navigations, persisted } = run()
    actor.send({ type: 'OPEN', tab: welcome })
    actor.send({ type: 'OPEN', tab: sellerDetail })
    actor.send({ type: 'OPEN', tab: cases })
    actor.send({ type: 'OPEN', tab: sellerDetail })
    actor.send({ type: 'MOVE', from: sellerDetail.path, tab: caseDetail })
    expect(actor.getSnapshot().context).toEqual({
      tabs: [welcome, caseDetail, cases],
      activePath: caseDetail.path,
    })
    expect(persisted.at(-1)).toEqual([welcome.path, caseDetail.path, cases.path])
    // The page navigates itself (replacing the history entry); the machine sends it nowhere.
    expect(navigations).toEqual([])
    // Opening the right path then is the tab already there.
    actor.send({ type: 'OPEN', tab: caseDetail })
    expect(actor.getSnapshot().context.tabs).toHaveLength(3)
  })

  it('a page redirected to a page that has its tab already leaves one tab for it', () => {
    const { actor } = run()
    actor.send({ type: 'OPEN', tab: caseDetail })
    actor.send({ type: 'OPEN', tab: sellerDetail })
    actor.send({ type: 'MOVE', from: sellerDetail.path, tab: caseDetail })
    expect(actor.getSnapshot().context).toEqual({ tabs: [caseDetail], activePath: caseDetail.path })
  })
})
