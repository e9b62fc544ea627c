import { msg } from '@lingui/core/macro'
import { createElement } from 'react'
import type { CaseView } from '../../../contract/caseViews.ts'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup, ScreenRoute } from '../../ui/screenRoute.ts'
import { caseIdOf, caseListPath } from './caseRoutes.ts'
import { caseListTitle, caseListTitles } from './caseViewTitles.ts'

/** A case list's screen: the three lists are one page, fetched once, showing the route's view. */
function caseListScreen(view: CaseView): ScreenRoute['load'] {
  return () =>
    import('./CaseListPage.tsx').then(({ CaseListPage }) => ({
      default: () => createElement(CaseListPage, { view }),
    }))
}

const caseDetailScreen: ScreenRoute['load'] = () => import('./CaseDetailPage.tsx')

export const casesRoutes: RouteGroup = {
  name: 'cases',
  path: '/cases',
  title: msg`Cases`,
  menuId: m.cases,
  redirect: caseListPath('all'),
  routes: [
    {
      name: 'allCases',
      path: caseListPath('all'),
      title: caseListTitles.all,
      menuId: m.allCases,
      keepAlive: true,
      opens: ['allDetails'],
      load: caseListScreen('all'),
    },
    {
      name: 'casesSeller',
      path: caseListPath('seller'),
      title: caseListTitles.seller,
      titleFor: (roleId) => caseListTitle('seller', roleId),
      menuId: m.casesSeller,
      keepAlive: true,
      opens: ['sellerDetails'],
      load: caseListScreen('seller'),
    },
    {
      name: 'sellerDetails',
      path: '/cases/seller/details/:sellOrderId',
      title: msg`Seller case details`,
      hidden: true,
      scrollToTop: true,
      namesSomething: (params) => caseIdOf(params) !== undefined,
      load: caseDetailScreen,
    },
    {
      name: 'sellersPerformance',
      path: '/cases/sellersPerformance',
      // Beside the dashboard's sellers performance in a seller's menu: this one is against their targets.
      title: msg`Sellers against targets`,
      menuId: m.sellersPerformance,
      load: () => import('./SellerTargetsPage.tsx'),
    },
    {
      name: 'casesCollection',
      path: caseListPath('collection'),
      title: caseListTitles.collection,
      menuId: m.casesCollection,
      keepAlive: true,
      opens: ['allDetails'],
      load: caseListScreen('collection'),
    },
    {
      name: 'allDetails',
      path: '/cases/all/details/:collOrderId',
      title: msg`Case details`,
      hidden: true,
      scrollToTop: true,
      namesSomething: (params) => caseIdOf(params) !== undefined,
      load: caseDetailScreen,
    },
  ],
}
