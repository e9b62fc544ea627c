// A team's split and members as the service answers them, for the targets' operation screens' tests.
import type { SplitMemberRow } from '../../contract/targets.ts'

/** Mexico City S1 split by load: Ana holds 6 cases, Diego 4, of a 1,000.00 MXN and 10 cases target. */
export const splitByLoad: SplitMemberRow[] = [
  { personId: 41, personName: 'Diego Ramírez', load: 4, current: null, amount: 40_000, cases: 4 },
  { personId: 42, personName: 'Ana Torres', load: 6, current: null, amount: 60_000, cases: 6 },
]

const member = (id: number, name: string, valid = true) => ({
  id,
  name,
  roleId: 2,
  roleName: 'Collector',
  timeZone: 'America/Mexico_City',
  today: '2026-11-18',
  attendance: 'clockedIn',
  clockIn: null,
  clockOut: null,
  absencesLast3Days: 0,
  leaveDaysLast7Days: 0,
  openCases: 5,
  valid,
})

/** The leader's team as its details answer: the leader (40), two collectors and one who left. */
export const leaderTeamMembers = [
  member(40, 'Lucía Pérez'),
  member(41, 'Diego Ramírez'),
  member(42, 'Ana Torres'),
  member(43, 'Pedro Gil', false),
]
