import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2. A route without a screen yet has no `load`: the menu hides it and the welcome page
// lists it as not available yet. The area's issue adds each screen's `load` here.
export const financialRoutes: RouteGroup = {
  name: 'financial',
  path: '/financial',
  title: msg`Financial`,
  menuId: m.financial,
  redirect: '/financial/repayment',
  routes: [
    {
      name: 'repayment',
      path: '/financial/repayment',
      title: msg`Repayment records`,
      menuId: m.repayment,
      // A list worked through and come back to: its scroll and filters stay while its tab is open.
      keepAlive: true,
      load: () => import('./RepaymentListPage.tsx'),
      opens: ['allDetails', 'sellerDetails'],
    },
    {
      name: 'amountCut',
      path: '/financial/amout',
      title: msg`Deduction review`,
      menuId: m.amountCut,
      load: () => import('./AmountCutReviewPage.tsx'),
      opens: ['allDetails', 'sellerDetails'],
    },
    {
      name: 'offlineRepayment',
      path: '/financial/offlinerepayment',
      title: msg`Offline repayment`,
      menuId: m.offlineRepayment,
      load: () => import('./OfflineRepaymentReviewPage.tsx'),
      opens: ['allDetails', 'sellerDetails'],
    },
    {
      name: 'salary',
      path: '/financial/salary',
      title: msg`Salary`,
      menuId: m.salary,
      load: () => import('./SalaryPage.tsx'),
      opens: ['salaryImport'],
    },
    {
      name: 'salaryImport',
      path: '/financial/salary/import',
      title: msg`Salary import`,
      menuId: m.salary,
      hidden: true,
      load: () => import('./SalaryImportPage.tsx'),
    },
    {
      name: 'accountPayout',
      path: '/financial/accoutpayout',
      title: msg`Company payouts`,
      menuId: m.accountPayout,
      load: () => import('./PayoutBatchesPage.tsx'),
      opens: ['accountPayoutDetails'],
    },
    {
      name: 'accountPayoutDetails',
      path: '/financial/accoutpayout/details/:id',
      title: msg`Payout details`,
      menuId: m.accountPayout,
      hidden: true,
      load: () => import('./PayoutDetailsPage.tsx'),
    },
  ],
}
