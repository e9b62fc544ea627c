import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2: every SIM screen is built.
export const simCardsRoutes: RouteGroup = {
  name: 'simCards',
  path: '/simcard',
  title: msg`SIM cards`,
  menuId: m.simCards,
  redirect: '/simcard/records',
  routes: [
    {
      name: 'simRecords',
      path: '/simcard/records',
      title: msg`SIM card records`,
      menuId: m.simRecords,
      load: () => import('./SimCardRecordsPage.tsx'),
    },
    {
      name: 'simApplication',
      path: '/simcard/application',
      title: msg`SIM card applications`,
      menuId: m.simApplication,
      load: () => import('./SimApplicationPage.tsx'),
    },
    {
      name: 'waOtpApplication',
      path: '/simcard/waotpapplication',
      title: msg`WhatsApp OTP applications`,
      menuId: m.waOtpApplication,
      load: () => import('./WaOtpApplicationPage.tsx'),
    },
    {
      name: 'simCollectionRecords',
      path: '/simcard/collectionrecords',
      title: msg`SIM collection records`,
      menuId: m.simCollectionRecords,
      load: () => import('./SimCollectionRecordsPage.tsx'),
    },
  ],
}
