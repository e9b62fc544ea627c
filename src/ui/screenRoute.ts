import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'

// The shape of the route table (spec section 2): each area's src/features/<area>/routes.ts exports
// one RouteGroup, and src/app/routeTable.ts composes them for the menu, titles, guards and tabs.

/** A route's screen: it gets the path's parameters. */
export type ScreenComponent = ComponentType<{ params: Record<string, string> }>

export interface ScreenRoute {
  name: string
  /** wouter pattern; parameters as :name. */
  path: string
  title: MessageDescriptor
  /** A title that depends on who looks (the sellers' list is 'All cases' to a seller). */
  titleFor?: (roleId: number) => MessageDescriptor
  menuId?: number
  /** Not shown in the menu (detail routes). */
  hidden?: boolean
  /**
   * A list the user works through and comes back to: it stays mounted while hidden, so its rows, the
   * filters as typed and the scroll are as left until its tab closes (decision 0009). Every case list is.
   */
  keepAlive?: boolean
  /** Scroll to the top when opened (spec section 2). */
  scrollToTop?: boolean
  /** Whether the path's parameters can name anything; one that cannot (a case id 'abc') opens no tab. */
  namesSomething?: (params: Record<string, string>) => boolean
  /** Routes this screen links to (a list's cases): their screens are fetched once it shows. */
  opens?: string[]
  /**
   * The screen, loaded when first opened. A route without one is planned but not built: it stays out
   * of the menu and the welcome page lists it as not available yet.
   */
  load?: () => Promise<{ default: ScreenComponent }>
}

export interface RouteGroup {
  name: string
  path: string
  title: MessageDescriptor
  menuId?: number
  /** Where the group's own path leads. */
  redirect?: string
  routes: ScreenRoute[]
}
