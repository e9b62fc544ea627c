import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2: the automatic rules (menu 21) and a rule's execution records (hidden), screens of
// the Cases menu at /cases/automatical; "rule addition" is named without a path: add and edit pages here.

/** A rule's id in a path: a number, or the path names no rule and opens no tab. */
const namesARule = (params: Record<string, string>) => /^\d+$/.test(params.ruleId ?? '')

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
      opens: ['automaticalRecords', 'ruleAddition', 'ruleEdition'],
      load: () => import('./AutomaticRulesPage.tsx'),
    },
    {
      name: 'automaticalRecords',
      path: '/cases/automatical/records/:ruleId',
      title: msg`Rule execution records`,
      menuId: m.automaticalRules,
      hidden: true,
      namesSomething: namesARule,
      load: () => import('./RuleRecordsPage.tsx'),
    },
    {
      name: 'ruleAddition',
      path: '/cases/automatical/add',
      title: msg`Rule addition`,
      menuId: m.automaticalRules,
      hidden: true,
      load: () => import('./RuleFormPage.tsx'),
    },
    {
      name: 'ruleEdition',
      path: '/cases/automatical/edit/:ruleId',
      title: msg`Edit rule`,
      menuId: m.automaticalRules,
      hidden: true,
      namesSomething: namesARule,
      load: () => import('./RuleFormPage.tsx'),
    },
  ],
}
