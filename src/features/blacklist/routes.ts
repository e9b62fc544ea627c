import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2: the blacklist (menu 59, not kept alive), a screen of the Cases menu at /cases/blacklist.
export const blacklistRoutes: RouteGroup = {
  name: 'blacklistArea',
  path: '/cases/blacklist',
  title: msg`Blacklist`,
  menuId: m.blacklist,
  routes: [
    {
      name: 'blacklist',
      path: '/cases/blacklist',
      title: msg`Blacklist`,
      menuId: m.blacklist,
      load: () => import('./BlacklistPage.tsx'),
    },
  ],
}
