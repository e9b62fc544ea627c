import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Planned (spec section 2): no route has a screen yet, so the menu hides them and the welcome page
// lists them as not available yet. The area's issue adds each screen's `load` here.
export const targetsRoutes: RouteGroup = {
  name: 'targets',
  path: '/targets',
  title: msg`Targets`,
  menuId: m.targets,
  redirect: '/targets/setting',
  routes: [
    {
      name: 'targetSetting',
      path: '/targets/setting',
      title: msg`Target setting`,
      menuId: m.targetSetting,
    },
    {
      name: 'targetSettingOperation',
      path: '/targets/setting/operation/:state',
      title: msg`Edit target`,
      hidden: true,
    },
    { name: 'targetPerson', path: '/targets/person', title: msg`Personal targets`, menuId: m.targetPerson },
    {
      name: 'targetPersonOperation',
      path: '/targets/person/operation/:state',
      title: msg`Edit personal target`,
      hidden: true,
    },
  ],
}
