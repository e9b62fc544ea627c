/** menuId values of the spec's route table (section 2). Server checks and the client menu read these. */
export const menuIds = {
  cases: 34,
  allCases: 89,
  casesSeller: 95,
  sellersPerformance: 105,
  casesCollection: 93,
  automaticalRules: 21,
  blacklist: 59,
  dashboard: 66,
  performanceStatement: 87,
  performanceDetails: 88,
  staffsDashboard: 94,
  collectionDashboard: 92,
  staffsStatement: 96,
  staffPerformance: 97,
  sellersPerformanceDashboard: 106,
  staffs: 1,
  staffsIndex: 2,
  teams: 75,
  teamSellers: 104,
  workSchedules: 76,
  workScheduleDetails: 90,
  targets: 81,
  targetSetting: 82,
  targetPerson: 83,
  financial: 69,
  repayment: 71,
  amountCut: 70,
  offlineRepayment: 77,
  salary: 91,
  accountPayout: 103,
  simCards: 98,
  simRecords: 100,
  simApplication: 101,
  waOtpApplication: 102,
  simCollectionRecords: 99,
  /** Not in the spec's table: the auditor's stepper through recorded histories (issue 27). */
  audit: 107,
} as const

export type MenuName = keyof typeof menuIds
export const allMenuIds: readonly number[] = Object.values(menuIds)

/** Role ids the spec ties to behaviour (section 6), and the others the operation uses. */
export const roleIds = {
  manager: 1,
  collector: 2,
  teamLeader: 4,
  seller: 6,
  officeManager: 8,
  auditor: 9,
} as const
export type RoleId = (typeof roleIds)[keyof typeof roleIds]
