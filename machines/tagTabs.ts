import { and, assign, setup } from 'xstate'

/** A tab of a visited page; the path is its identity (spec section 3: no duplicate paths). */
export interface TagTab {
  path: string
  /** The route's name, to find its title in the route table. */
  routeName: string
  /** What the page says it shows (a case's number), in place of the route's title; kept with the tab. */
  label?: string
}

export interface TagTabsContext {
  tabs: TagTab[]
  activePath: string | null
}

export type TagTabsEvent =
  | { type: 'OPEN'; tab: TagTab }
  | { type: 'CLOSE'; path: string }
  | { type: 'CLEAR' }
  | { type: 'RESTORE'; tabs: TagTab[] }
  /** The page at `path` knows what it shows: its tab says so from now on. */
  | { type: 'LABEL'; path: string; label: string }
  /**
   * The page at `from` belongs at `tab.path` (a case opened through the other kind's route) and the
   * app goes there in its place: its tab moves there too, rather than a second tab for the same page.
   */
  | { type: 'MOVE'; from: string; tab: TagTab }

const tabsSetup = setup({
  types: {} as { context: TagTabsContext; events: TagTabsEvent },
  actions: {
    /** Keep the tabs as tagList. */
    persistTabs: (_, _params: { tabs: TagTab[] }) => {},
    /** Show another page; null when no tab is left, and the app goes home. */
    navigate: (_, _params: { path: string | null }) => {},
  },
  guards: {
    isOpen: ({ context, event }) =>
      event.type === 'CLOSE' && context.tabs.some((tab) => tab.path === event.path),
    lastTab: ({ context }) => context.tabs.length <= 1,
    hasTabs: ({ event }) => event.type === 'RESTORE' && event.tabs.length > 0,
    relabels: ({ context, event }) =>
      event.type === 'LABEL' &&
      context.tabs.some((tab) => tab.path === event.path && tab.label !== event.label),
    movesOpenTab: ({ context, event }) =>
      event.type === 'MOVE' &&
      event.from !== event.tab.path &&
      context.tabs.some((tab) => tab.path === event.from),
  },
})

const open = tabsSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'OPEN') return
  const known = context.tabs.some((tab) => tab.path === event.tab.path)
  const tabs = known ? context.tabs : [...context.tabs, event.tab]
  enqueue.assign({ tabs, activePath: event.tab.path })
  if (!known) enqueue({ type: 'persistTabs', params: { tabs } })
})

const close = tabsSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'CLOSE') return
  const tabs = context.tabs.filter((tab) => tab.path !== event.path)
  const wasActive = context.activePath === event.path
  const activePath = wasActive ? (tabs.at(-1)?.path ?? null) : context.activePath
  enqueue.assign({ tabs, activePath })
  enqueue({ type: 'persistTabs', params: { tabs } })
  if (wasActive) enqueue({ type: 'navigate', params: { path: activePath } })
})

const label = tabsSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'LABEL') return
  const tabs = context.tabs.map((tab) => (tab.path === event.path ? { ...tab, label: event.label } : tab))
  enqueue.assign({ tabs })
  enqueue({ type: 'persistTabs', params: { tabs } })
})

const move = tabsSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'MOVE') return
  const alreadyOpen = context.tabs.some((tab) => tab.path === event.tab.path)
  const tabs = context.tabs.flatMap((tab) => {
    if (tab.path !== event.from) return [tab]
    return alreadyOpen ? [] : [event.tab]
  })
  const activePath = context.activePath === event.from ? event.tab.path : context.activePath
  enqueue.assign({ tabs, activePath })
  enqueue({ type: 'persistTabs', params: { tabs } })
})

/**
 * The header's tabs: opening a page adds a tab unless its path is open, closing removes it by path,
 * closing the active tab goes to the last remaining one, clear empties all (spec section 4). A page
 * may name its open tab (a label for its path), or move it to where the page belongs; a label or a
 * move for a path with no tab changes nothing.
 */
export const tagTabsMachine = tabsSetup.createMachine({
  id: 'tagTabs',
  context: { tabs: [], activePath: null },
  initial: 'empty',
  states: {
    empty: {
      on: {
        OPEN: { target: 'showing', actions: open },
        RESTORE: {
          guard: 'hasTabs',
          target: 'showing',
          actions: assign(({ event }) => ({ tabs: event.tabs, activePath: null })),
        },
      },
    },
    showing: {
      on: {
        OPEN: { actions: open },
        LABEL: { guard: 'relabels', actions: label },
        MOVE: { guard: 'movesOpenTab', actions: move },
        CLOSE: [
          { guard: and(['isOpen', 'lastTab']), target: 'empty', actions: close },
          { guard: 'isOpen', actions: close },
        ],
        CLEAR: {
          target: 'empty',
          actions: [
            assign({ tabs: [], activePath: null }),
            { type: 'persistTabs', params: { tabs: [] } },
            { type: 'navigate', params: { path: null } },
          ],
        },
      },
    },
  },
})
