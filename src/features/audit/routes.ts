import { msg } from '@lingui/core/macro'
import { auditedKinds } from '../../../contract/auditedKinds.ts'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

const namesAnObject = (params: Record<string, string>) =>
  (auditedKinds as readonly string[]).includes(params.kind ?? '') && /^[1-9]\d{0,8}$/.test(params.id ?? '')

// Issue 27: the auditor's stepper (menu 107). The search lists objects; each history opens in its own tab.
export const auditRoutes: RouteGroup = {
  name: 'auditArea',
  path: '/audit',
  title: msg`Audit`,
  menuId: m.audit,
  redirect: '/audit/histories',
  routes: [
    {
      name: 'auditHistories',
      path: '/audit/histories',
      title: msg`Histories`,
      menuId: m.audit,
      keepAlive: true,
      opens: ['auditHistory'],
      load: () => import('./AuditSearchPage.tsx'),
    },
    {
      name: 'auditHistory',
      path: '/audit/histories/:kind/:id',
      title: msg`History`,
      menuId: m.audit,
      hidden: true,
      scrollToTop: true,
      namesSomething: namesAnObject,
      load: () => import('./HistoryStepperPage.tsx'),
    },
  ],
}
