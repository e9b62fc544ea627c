import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2. The records (100), application (101) and WhatsApp OTP (102) screens are built; the others have no `load` yet, so the menu hides
// them and the welcome page lists them as not available yet.
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
    },
  ],
}
