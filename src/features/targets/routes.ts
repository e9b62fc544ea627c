import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2, Targets (menu 81): the teams' targets (82) and the members' (83), each with its
// operation screen (add, or edit ?targetId=N); docs/decisions/0054.
/** What an operation screen does: add a target, or edit the one ?targetId names. */
const operationStates = new Set(['add', 'edit'])

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
      load: () => import('./TeamTargetsPage.tsx'),
    },
    {
      name: 'targetSettingOperation',
      path: '/targets/setting/operation/:state',
      title: msg`Team target`,
      menuId: m.targetSetting,
      hidden: true,
      namesSomething: (params) => operationStates.has(params.state ?? ''),
      load: () => import('./TeamTargetOperationPage.tsx'),
    },
    {
      name: 'targetPerson',
      path: '/targets/person',
      title: msg`Personal targets`,
      menuId: m.targetPerson,
      load: () => import('./PersonTargetsPage.tsx'),
    },
    {
      name: 'targetPersonOperation',
      path: '/targets/person/operation/:state',
      title: msg`Personal target`,
      menuId: m.targetPerson,
      hidden: true,
      namesSomething: (params) => operationStates.has(params.state ?? ''),
      load: () => import('./PersonTargetOperationPage.tsx'),
    },
  ],
}
