import { allMenuIds, menuIds as m, roleIds } from '../../contract/menus.ts'

/**
 * Which menus each role opens: the server's menuId check and the client's menu both follow this. It
 * is one table on purpose, not a line per area: it is what a role may reach, read role by role (the
 * seed's roles, docs/authorization.md, the e2e role screens), and every menu of the spec already has
 * its roles here. An area changes it only when a role's reach changes.
 */
export const roleMenus: { id: number; name: string; menuIds: readonly number[] }[] = [
  { id: roleIds.manager, name: 'Manager', menuIds: allMenuIds },
  {
    id: roleIds.collector,
    name: 'Collector',
    menuIds: [
      m.cases,
      m.allCases,
      m.casesCollection,
      m.blacklist,
      m.dashboard,
      m.performanceStatement,
      m.collectionDashboard,
      m.simCards,
      m.simApplication,
      m.simCollectionRecords,
    ],
  },
  {
    id: roleIds.teamLeader,
    name: 'Team leader',
    menuIds: [
      m.cases,
      m.allCases,
      m.casesCollection,
      m.casesSeller,
      m.automaticalRules,
      m.blacklist,
      m.dashboard,
      m.performanceStatement,
      m.performanceDetails,
      m.staffsDashboard,
      m.collectionDashboard,
      m.staffsStatement,
      m.staffPerformance,
      // A sales team's leader sees their sellers' figures (issue 25).
      m.sellersPerformanceDashboard,
      // ...and, in Cases, each seller's orders against their targets (issue 25).
      m.sellersPerformance,
      m.staffs,
      m.staffsIndex,
      m.teams,
      m.workSchedules,
      m.workScheduleDetails,
      m.targets,
      m.targetPerson,
    ],
  },
  {
    id: roleIds.seller,
    name: 'Seller',
    menuIds: [
      m.cases,
      m.casesSeller,
      m.sellersPerformance,
      m.dashboard,
      m.sellersPerformanceDashboard,
      // Sellers call from the card allocated to them, as collectors do (issue 13).
      m.simCards,
      m.simApplication,
      m.simCollectionRecords,
    ],
  },
  {
    id: roleIds.officeManager,
    name: 'Office manager',
    menuIds: [
      m.cases,
      m.allCases,
      m.blacklist,
      m.staffs,
      m.staffsIndex,
      m.teams,
      m.teamSellers,
      m.workSchedules,
      m.workScheduleDetails,
      // The office manager runs the office over the teams: the dashboards show her every team's
      // figures, the sellers' too (issue 23).
      m.dashboard,
      m.performanceStatement,
      m.performanceDetails,
      m.staffsDashboard,
      m.collectionDashboard,
      m.staffsStatement,
      m.staffPerformance,
      m.sellersPerformanceDashboard,
      m.financial,
      // Her office's finance: every repayment, by case and by who collected it.
      m.repayment,
      // The finance office reviews the amount cuts collectors ask for (issue 24).
      m.amountCut,
      m.offlineRepayment,
      // Her office pays the teams: the salary of each period, and the adjustments she imports.
      m.salary,
      // ...and makes each period's payout batch, or records the bank's answers for another's (issue 24).
      m.accountPayout,
      // She sets the teams' and the members' targets of each period and watches them (issue 25), and
      // the sellers' orders against theirs.
      m.targets,
      m.targetSetting,
      m.targetPerson,
      m.sellersPerformance,
      m.simCards,
      m.simRecords,
      m.simApplication,
      m.waOtpApplication,
      m.simCollectionRecords,
    ],
  },
  {
    id: roleIds.auditor,
    name: 'Auditor',
    menuIds: [
      m.cases,
      m.allCases,
      m.casesSeller,
      m.casesCollection,
      m.blacklist,
      m.dashboard,
      m.performanceStatement,
      m.performanceDetails,
      // Steps through what happened to a case, a card, an application, a leave (issue 27).
      m.audit,
    ],
  },
]
