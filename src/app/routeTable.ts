import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { menuIds as m } from '../../contract/menus.ts'
import { caseIdOf } from '../features/cases/caseRoutes.ts'
import { caseListTitle, caseListTitles } from '../features/cases/caseViewTitles.ts'

export interface ScreenRoute {
  name: string
  /** wouter pattern; parameters as :name. */
  path: string
  title: MessageDescriptor
  /** A title that depends on who looks (the sellers' list is 'All cases' to a seller). */
  titleFor?: (roleId: number) => MessageDescriptor
  menuId?: number
  /** Not shown in the menu (detail routes). */
  hidden?: boolean
  keepAlive?: boolean
  /** Scroll to the top when opened (spec section 2). */
  scrollToTop?: boolean
  /** Whether the path's parameters can name anything; one that cannot (a case id 'abc') opens no tab. */
  namesSomething?: (params: Record<string, string>) => boolean
  /** Routes this screen links to (a list's cases): their screens are fetched once it shows. */
  opens?: string[]
  /** The screen, loaded when first opened. Routes without one stay out of the menu. */
  load?: () => Promise<{ default: ComponentType<{ params: Record<string, string> }> }>
}

export interface RouteGroup {
  name: string
  path: string
  title: MessageDescriptor
  menuId?: number
  /** Where the group's own path leads. */
  redirect?: string
  routes: ScreenRoute[]
}

/** The spec's route table (section 2) as data: menu, titles, guards and tabs all read it. */
export const routeGroups: RouteGroup[] = [
  {
    name: 'welcome',
    path: '/welcome',
    title: msg`Welcome`,
    routes: [
      { name: 'welcome', path: '/welcome', title: msg`Welcome`, load: () => import('./WelcomePage.tsx') },
    ],
  },
  {
    name: 'cases',
    path: '/cases',
    title: msg`Cases`,
    menuId: m.cases,
    redirect: '/cases/all',
    routes: [
      {
        name: 'allCases',
        path: '/cases/all',
        title: caseListTitles.all,
        menuId: m.allCases,
        keepAlive: true,
        opens: ['allDetails'],
        load: () =>
          import('../features/cases/CaseListPage.tsx').then((screens) => ({
            default: screens.AllCasesScreen,
          })),
      },
      {
        name: 'casesSeller',
        path: '/cases/seller',
        title: caseListTitles.seller,
        titleFor: (roleId) => caseListTitle('seller', roleId),
        menuId: m.casesSeller,
        opens: ['sellerDetails'],
        load: () =>
          import('../features/cases/CaseListPage.tsx').then((screens) => ({
            default: screens.SellerCasesScreen,
          })),
      },
      {
        name: 'sellerDetails',
        path: '/cases/seller/details/:sellOrderId',
        title: msg`Seller case details`,
        hidden: true,
        scrollToTop: true,
        namesSomething: (params) => caseIdOf(params) !== undefined,
        load: () => import('../features/cases/CaseDetailPage.tsx'),
      },
      {
        name: 'sellersPerformance',
        path: '/cases/sellersPerformance',
        title: msg`Sellers performance`,
        menuId: m.sellersPerformance,
      },
      {
        name: 'casesCollection',
        path: '/cases/collection',
        title: caseListTitles.collection,
        menuId: m.casesCollection,
        opens: ['allDetails'],
        load: () =>
          import('../features/cases/CaseListPage.tsx').then((screens) => ({
            default: screens.CollectionCasesScreen,
          })),
      },
      {
        name: 'allDetails',
        path: '/cases/all/details/:collOrderId',
        title: msg`Case details`,
        hidden: true,
        scrollToTop: true,
        namesSomething: (params) => caseIdOf(params) !== undefined,
        load: () => import('../features/cases/CaseDetailPage.tsx'),
      },
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
        hidden: true,
      },
      { name: 'blacklist', path: '/cases/blacklist', title: msg`Blacklist`, menuId: m.blacklist },
    ],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    title: msg`Dashboard`,
    menuId: m.dashboard,
    redirect: '/dashboard/index',
    routes: [
      {
        name: 'performanceStatement',
        path: '/dashboard/index',
        title: msg`Performance statement`,
        menuId: m.performanceStatement,
      },
      {
        name: 'performanceDetails',
        path: '/dashboard/performance/details',
        title: msg`Performance details`,
        menuId: m.performanceDetails,
        scrollToTop: true,
      },
      {
        name: 'staffsDashboard',
        path: '/dashboard/staffs',
        title: msg`Staff dashboard`,
        menuId: m.staffsDashboard,
      },
      {
        name: 'staffsDashboardDetails',
        path: '/dashboard/staffs/details/:operatorId/:operatorName',
        title: msg`Staff details`,
        hidden: true,
        scrollToTop: true,
      },
      {
        name: 'collectionDashboard',
        path: '/dashboard/collection',
        title: msg`Collection dashboard`,
        menuId: m.collectionDashboard,
      },
      {
        name: 'casesToday',
        path: '/dashboard/collection/cases/hoylist/:operatorId',
        title: msg`Cases not completed today`,
        hidden: true,
      },
      {
        name: 'casesThisWeek',
        path: '/dashboard/collection/cases/semanalist/:operatorId',
        title: msg`Cases not completed this week`,
        hidden: true,
      },
      {
        name: 'casesAtHearing',
        path: '/dashboard/collection/cases/audiencialist/:operatorId',
        title: msg`Cases expiring at the hearing time`,
        hidden: true,
      },
      {
        name: 'casesIn24Hours',
        path: '/dashboard/collection/cases/horaslist/:operatorId',
        title: msg`Cases expiring within 24 hours`,
        hidden: true,
      },
      {
        name: 'staffsStatement',
        path: '/dashboard/statement',
        title: msg`Staff statement`,
        menuId: m.staffsStatement,
      },
      {
        name: 'staffPerformance',
        path: '/dashboard/staffperformance',
        title: msg`Staff performance`,
        menuId: m.staffPerformance,
      },
      {
        name: 'sellersPerformanceDashboard',
        path: '/dashboard/sellersPerformance',
        title: msg`Sellers performance`,
        menuId: m.sellersPerformanceDashboard,
      },
    ],
  },
  {
    name: 'staffs',
    path: '/staffs',
    title: msg`Staffs`,
    menuId: m.staffs,
    redirect: '/staffs/index',
    routes: [
      { name: 'staffsIndex', path: '/staffs/index', title: msg`Staff list`, menuId: m.staffsIndex },
      { name: 'teams', path: '/staffs/teams', title: msg`Teams`, menuId: m.teams },
      { name: 'teamDetails', path: '/staffs/teams/details/:teamId', title: msg`Team details`, hidden: true },
      { name: 'teamSellers', path: '/staffs/teamsellers', title: msg`Seller teams`, menuId: m.teamSellers },
      {
        name: 'teamSellerDetails',
        path: '/staffs/teamsellers/details/:teamId',
        title: msg`Seller team details`,
        hidden: true,
      },
      {
        name: 'workSchedules',
        path: '/staffs/workschedules',
        title: msg`Work schedules`,
        menuId: m.workSchedules,
      },
      {
        name: 'workScheduleDetails',
        path: '/staffs/workschedules/details/:teamId',
        title: msg`Work schedule details`,
        menuId: m.workScheduleDetails,
        hidden: true,
      },
    ],
  },
  {
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
  },
  {
    name: 'financial',
    path: '/financial',
    title: msg`Financial`,
    menuId: m.financial,
    redirect: '/financial/repayment',
    routes: [
      { name: 'repayment', path: '/financial/repayment', title: msg`Repayment records`, menuId: m.repayment },
      { name: 'amountCut', path: '/financial/amout', title: msg`Deduction review`, menuId: m.amountCut },
      {
        name: 'offlineRepayment',
        path: '/financial/offlinerepayment',
        title: msg`Offline repayment`,
        menuId: m.offlineRepayment,
      },
      { name: 'salary', path: '/financial/salary', title: msg`Salary`, menuId: m.salary },
      { name: 'salaryImport', path: '/financial/salary/import', title: msg`Salary import`, hidden: true },
      {
        name: 'accountPayout',
        path: '/financial/accoutpayout',
        title: msg`Company payouts`,
        menuId: m.accountPayout,
      },
      {
        name: 'accountPayoutDetails',
        path: '/financial/accoutpayout/details/:id',
        title: msg`Payout details`,
        hidden: true,
      },
    ],
  },
  {
    name: 'simCards',
    path: '/simcard',
    title: msg`SIM cards`,
    menuId: m.simCards,
    redirect: '/simcard/records',
    routes: [
      { name: 'simRecords', path: '/simcard/records', title: msg`SIM card records`, menuId: m.simRecords },
      {
        name: 'simApplication',
        path: '/simcard/application',
        title: msg`SIM card applications`,
        menuId: m.simApplication,
      },
      {
        name: 'waOtpApplication',
        path: '/simcard/waotpapplication',
        title: msg`WhatsApp OTP applications`,
        menuId: m.waOtpApplication,
      },
      {
        name: 'simCollectionRecords',
        path: '/simcard/collectionrecords',
        title: msg`SIM collection records`,
        menuId: m.simCollectionRecords,
      },
    ],
  },
]

export const allScreenRoutes: ScreenRoute[] = routeGroups.flatMap((group) => group.routes)

/** The title a user sees for a route, in the menu, the tabs and the welcome page. */
export function routeTitle(route: ScreenRoute, roleId: number): MessageDescriptor {
  return route.titleFor?.(roleId) ?? route.title
}

/** May this user open the entry? Entries without a menuId show unless hidden (spec section 6). */
export function isAllowed(entry: { menuId?: number }, menuIdList: readonly number[]): boolean {
  return entry.menuId === undefined || menuIdList.includes(entry.menuId)
}

/** The menu for a user: built screens they may open, grouped; empty groups dropped. */
export function menuFor(menuIdList: readonly number[]): RouteGroup[] {
  return routeGroups
    .filter((group) => isAllowed(group, menuIdList))
    .map((group) => ({
      ...group,
      routes: group.routes.filter((route) => route.load && !route.hidden && isAllowed(route, menuIdList)),
    }))
    .filter((group) => group.routes.length > 0)
}

/** The areas a user's role opens, built or not, for the welcome page. */
export function areasFor(menuIdList: readonly number[]): RouteGroup[] {
  return routeGroups
    .filter((group) => group.menuId !== undefined && isAllowed(group, menuIdList))
    .map((group) => ({
      ...group,
      routes: group.routes.filter((route) => !route.hidden && isAllowed(route, menuIdList)),
    }))
}
