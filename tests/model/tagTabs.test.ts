import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { tagTabsMachine } from '../../machines/tagTabs.ts'
import { runModel } from '../support/machineModel.ts'

const welcome = { path: '/welcome', routeName: 'welcome' }
const cases = { path: '/cases/all', routeName: 'allCases' }

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
      ],
      check: (snapshot) => {
        const paths = snapshot.context.tabs.map((tab: { path: string }) => tab.path)
        expect(new Set(paths).size).toBe(paths.length)
      },
    })
    expect(run.uncovered).toEqual([])
    expect(run.paths).toBeGreaterThan(10)
  })
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
})
