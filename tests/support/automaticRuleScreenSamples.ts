// Automatic rules as the service answers them (contract/automaticRules.ts), and who looks at them, for
// the rules screens' browser tests.
import type { RuleDetail, RulePreview, RuleRow, RuleRun, RunCase } from '../../contract/automaticRules.ts'
import { menuIds, roleIds } from '../../contract/menus.ts'

const opens = [menuIds.cases, menuIds.allCases, menuIds.automaticalRules, menuIds.staffs]

export const rulesManager = {
  userId: 1,
  roleId: roleIds.manager,
  menuIdList: opens,
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
}

/** A team leader keeps the rules of their own team (2) only. */
export const rulesLeader = {
  ...rulesManager,
  userId: 40,
  roleId: roleIds.teamLeader,
  teamId: 2,
  teamName: 'Mexico City S1',
}

/** An auditor who opens the rules reads them and changes nothing. */
export const rulesAuditor = { ...rulesManager, userId: 90, roleId: roleIds.auditor }

export const ruleApps = [
  {
    id: 1,
    code: 'PRESTAFACIL',
    name: 'PrestaFácil',
    hasOwnApp: true,
    currency: 'MXN',
    handledByAppName: null,
  },
  {
    id: 2,
    code: 'OWOCREDIT',
    name: 'OwoCredit',
    hasOwnApp: false,
    currency: 'NGN',
    handledByAppName: 'PrestaFácil',
  },
]

/** The teams a manager allocates to, with their members (the allocation's list). */
export const ruleTeams = [
  {
    id: 2,
    name: 'Mexico City S1',
    members: [
      { id: 41, name: 'Diego Ramírez' },
      { id: 42, name: 'Ana Torres' },
    ],
  },
  { id: 9, name: 'Lagos N2', members: [{ id: 91, name: 'Chidi Okafor' }] },
]

export const ruleTeamTypes = [
  { id: 1, code: 'collection', name: 'Collection' },
  { id: 2, code: 'sales', name: 'Sales' },
]

export const lastRun: RuleRun = {
  id: '0b6f3a52-1d1f-4a4e-9a57-3c3a6c0e7d11',
  ruleId: 7,
  version: 2,
  trigger: 'schedule',
  scheduledFor: '2026-11-27T13:00:00.000Z',
  startedByName: null,
  startedAt: '2026-11-27T13:00:02.000Z',
  finishedAt: '2026-11-27T13:00:05.000Z',
  status: 'done',
  matched: 15,
  moved: 12,
  skipped: 3,
  skippedReasons: [
    { reason: 'alreadyHeld', count: 2 },
    { reason: 'closed', count: 1 },
  ],
  error: null,
  errorText: null,
  durationMs: 3_400,
}

export const failedRun: RuleRun = {
  ...lastRun,
  id: '7c1d9e0a-5b2f-4c3d-8e4f-1a2b3c4d5e6f',
  trigger: 'manual',
  scheduledFor: null,
  startedByName: 'Roberto Castillo',
  startedAt: '2026-11-26T17:45:00.000Z',
  status: 'failed',
  matched: 0,
  moved: 0,
  skipped: 0,
  skippedReasons: [],
  error: 'automaticRule.ownerCannotAllocate',
  errorText: "The rule's owner may no longer allocate these cases (disabled, or moved to another team).",
  durationMs: 120,
}

/** Mexico City S1's morning rule: new overdue cases, nobody's yet, split evenly over the team; active, version 2. */
export const activeRule: RuleRow = {
  id: 7,
  state: 'active',
  version: 2,
  definition: {
    name: 'New overdue to S1',
    time: '07:00',
    timeZone: 'America/Mexico_City',
    days: [1, 2, 3, 4, 5],
    appId: 1,
    overdueMin: 1,
    overdueMax: 7,
    status: 'unpaid',
    holder: 'notHeld',
    action: 'allocate',
    toTeamId: 2,
    way: 'evenSplit',
    memberIds: [],
    cap: 2000,
  },
  ownerId: 40,
  ownerName: 'Lucía Pérez',
  ownerRoleId: roleIds.teamLeader,
  ownerTeamId: 2,
  teamId: 2,
  updatedAt: '2026-11-20T15:00:00.000Z',
  lastRun,
  nextRunAt: '2026-11-30T13:00:00.000Z',
}

/** A rule across teams, never activated: cases held too long come back to the pool. */
export const draftRule: RuleRow = {
  id: 8,
  state: 'draft',
  version: 1,
  definition: {
    name: 'Held too long',
    time: '22:30',
    timeZone: 'America/Mexico_City',
    days: [1, 2, 3, 4, 5, 6, 7],
    holder: 'held',
    heldDaysOver: 30,
    action: 'retrieve',
    way: 'evenSplit',
    memberIds: [],
    cap: 500,
  },
  ownerId: 1,
  ownerName: 'Roberto Castillo',
  ownerRoleId: roleIds.manager,
  ownerTeamId: null,
  teamId: null,
  updatedAt: '2026-11-21T15:00:00.000Z',
  lastRun: failedRun,
  nextRunAt: null,
}

export const pausedRule: RuleRow = {
  ...activeRule,
  id: 9,
  state: 'paused',
  definition: { ...activeRule.definition, name: 'Paused S1' },
  nextRunAt: null,
}

/** A manager's rule dealing the leader's team: it runs with the manager's reach, so the leader only reads it. */
export const managersTeamRule: RuleRow = {
  ...activeRule,
  id: 11,
  definition: { ...activeRule.definition, name: 'Manager’s S1 sweep' },
  ownerId: 1,
  ownerName: 'Roberto Castillo',
  ownerRoleId: roleIds.manager,
  ownerTeamId: null,
}

export const archivedRule: RuleRow = {
  ...activeRule,
  id: 10,
  state: 'archived',
  definition: { ...activeRule.definition, name: 'Old S1' },
  nextRunAt: null,
}

export const detailOf = (rule: RuleRow): RuleDetail => ({
  ...rule,
  versions: Array.from({ length: rule.version }, (_, index) => ({
    version: index + 1,
    createdAt: `2026-11-${String(10 + index).padStart(2, '0')}T15:00:00.000Z`,
    createdByName: index === 0 ? 'Lucía Pérez' : 'Roberto Castillo',
  })),
})

/** What a dry run of the S1 rule answers: 15 cases, 12 taken by its cap, split over two members; one away. */
export const rulePreview: RulePreview = {
  matched: 15,
  taken: 12,
  allocation: {
    teamId: 2,
    caseCount: 12,
    each: 6,
    extra: 0,
    shares: [
      { memberId: 41, name: 'Diego Ramírez', holding: 30, count: 6 },
      { memberId: 42, name: 'Ana Torres', holding: 28, count: 6 },
    ],
    leftOut: [{ memberId: 43, name: 'Pedro Gil', reason: 'leave' }],
  },
  skippedReasons: [{ reason: 'overCap', count: 3 }],
  sample: [
    { caseId: 154, caseNo: 'C00000154', holderName: null },
    { caseId: 155, caseNo: 'C00000155', holderName: null },
  ],
}

export const runCases: RunCase[] = [
  {
    id: 154,
    caseId: 154,
    caseNo: 'C00000154',
    outcome: 'moved',
    reason: null,
    memberName: 'Diego Ramírez',
    fromName: null,
  },
  {
    id: 160,
    caseId: 160,
    caseNo: 'C00000160',
    outcome: 'skipped',
    reason: 'closed',
    memberName: null,
    fromName: 'Ana Torres',
  },
]
