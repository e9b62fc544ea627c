import { describe, expect, it } from 'vitest'
import type { LinkedScreen } from '../../contract/messageType.ts'
import type { RouteGroup } from '../ui/screenRoute.ts'
import { allScreenRoutes, routeGroups } from './routeTable.ts'

// Every area's group found by its file, so one left out of routeGroups fails.
const areaRouteFiles = import.meta.glob<Record<string, RouteGroup>>('../features/*/routes.ts', {
  eager: true,
})

// The screens the areas' messages open (contract/<area>Messages.ts), alone or a record of them.
const messageFiles = import.meta.glob<Record<string, unknown>>('../../contract/*Messages.ts', { eager: true })
const isLinkedScreen = (value: unknown): value is LinkedScreen =>
  typeof value === 'object' && value !== null && 'path' in value && 'names' in value
const linkedScreens = Object.values(messageFiles)
  .flatMap((file) => Object.values(file))
  .flatMap((value) =>
    isLinkedScreen(value)
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).filter(isLinkedScreen)
        : [],
  )

// The areas declare their groups apart (src/features/<area>/routes.ts); these are the checks that
// keep the composed table one table.
describe('the route table composed from the areas', () => {
  it('lists the group of every area that declares one', () => {
    const declared = Object.values(areaRouteFiles).flatMap((file) => Object.values(file))
    expect(declared.length).toBeGreaterThanOrEqual(6)
    expect(declared.filter((group) => !routeGroups.includes(group)).map((group) => group.name)).toEqual([])
  })

  it('names each route once, so tabs, kept screens and preloads find the one meant', () => {
    const names = allScreenRoutes.map((route) => route.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('gives each path to one route', () => {
    const paths = allScreenRoutes.map((route) => route.path)
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
  })

  it('keeps every route under its group', () => {
    const strays = routeGroups.flatMap((group) =>
      group.routes.filter((route) => !route.path.startsWith(group.path)).map((route) => route.name),
    )
    expect(strays).toEqual([])
  })

  it('lets a screen preload only routes that exist', () => {
    const names = new Set(allScreenRoutes.map((route) => route.name))
    const unknown = allScreenRoutes.flatMap((route) => (route.opens ?? []).filter((name) => !names.has(name)))
    expect(unknown).toEqual([])
  })

  it('has every screen a message opens, under the menu the message is shown to', () => {
    expect(linkedScreens.length).toBeGreaterThanOrEqual(4)
    const unknown = linkedScreens.filter(
      (screen) =>
        !allScreenRoutes.some(
          (route) => route.path === screen.path && route.load && route.menuId === screen.menuId,
        ),
    )
    expect(unknown).toEqual([])
  })
})
