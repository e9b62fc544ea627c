import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2: the automatic rules (menu 21) and a rule's execution records (hidden), screens of
// the Cases menu at /cases/automatical; "rule addition" is named without a path: add and edit pages here.
export const automaticRulesRoutes: RouteGroup = {
  name: 'automaticRulesArea',
  path: '/cases/automatical',
  title: msg`Automatic rules`,
  menuId: m.automaticalRules,
  routes: [
    {
      name: 'automaticalRules',
      path: '/cases/automatical',
      title: msg`Automatic rules`,
      menuId: m.automaticalRules,
    },
    {
      name: 'automaticalRecords',
      path: '/cases/automatical/records/:ruleId',
      title: msg`Rule execution records`,
      menuId: m.automaticalRules,
      hidden: true,
    },
    {
      name: 'ruleAddition',
      path: '/cases/automatical/add',
      title: msg`Rule addition`,
      menuId: m.automaticalRules,
      hidden: true,
    },
    {
      name: 'ruleEdition',
      path: '/cases/automatical/edit/:ruleId',
      title: msg`Edit rule`,
      menuId: m.automaticalRules,
      hidden: true,
    },
  ],
}
