import { allMenuIds, menuIds as m, roleIds } from '../../contract/menus.ts'

/** Which menus each role opens: the server's menuId check and the client's menu both follow this. */
export const roleMenus: { id: number; name: string; menuIds: readonly number[] }[] = [
  { id: roleIds.manager, name: 'Manager', menuIds: allMenuIds },
  {
    id: roleIds.collector,
    name: 'Collector',
    menuIds: [m.cases, m.allCases, m.casesCollection, m.blacklist, m.dashboard, m.performanceStatement, m.collectionDashboard, m.simCards, m.simApplication, m.simCollectionRecords],
  },
  {
    id: roleIds.teamLeader,
    name: 'Team leader',
    menuIds: [
      m.cases, m.allCases, m.casesCollection, m.casesSeller, m.automaticalRules, m.blacklist,
      m.dashboard, m.performanceStatement, m.performanceDetails, m.staffsDashboard, m.collectionDashboard, m.staffsStatement, m.staffPerformance,
      m.staffs, m.teams, m.workSchedules, m.workScheduleDetails, m.targets, m.targetPerson,
    ],
  },
  { id: roleIds.seller, name: 'Seller', menuIds: [m.cases, m.casesSeller, m.sellersPerformance, m.dashboard, m.sellersPerformanceDashboard] },
  {
    id: roleIds.officeManager,
    name: 'Office manager',
    menuIds: [
      m.cases, m.allCases, m.staffs, m.staffsIndex, m.teams, m.teamSellers, m.workSchedules, m.workScheduleDetails,
      m.financial, m.offlineRepayment, m.simCards, m.simRecords, m.simApplication, m.waOtpApplication, m.simCollectionRecords,
    ],
  },
  {
    id: roleIds.auditor,
    name: 'Auditor',
    menuIds: [m.cases, m.allCases, m.casesSeller, m.casesCollection, m.dashboard, m.performanceStatement, m.performanceDetails],
  },
]
