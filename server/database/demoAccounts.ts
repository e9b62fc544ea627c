import { roleIds } from '../../contract/menus.ts'

/** Every demo account shares this password; it passes the house password rules. */
export const demoPassword = 'Console2026'

export interface DemoAccount {
  username: string
  phone: string
  displayName: string
  roleId: number
  team: string | null
  cc: string
  timeZone: string
  passwordExpired?: boolean
  /** The first working day; the seed starts everyone else at the operation's opening. */
  entryDate?: string
  note: string
}

export const demoAccounts: DemoAccount[] = [
  {
    username: 'collector',
    phone: '2348030000002',
    displayName: 'Chinedu Okafor',
    roleId: roleIds.collector,
    team: 'Lagos S1 Collection',
    cc: 'NG',
    timeZone: 'Africa/Lagos',
    note: 'collector (role 2)',
  },
  {
    username: 'collector.mx',
    phone: '5255100000021',
    displayName: 'Ana Torres',
    roleId: roleIds.collector,
    team: 'CDMX S2 Collection',
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    note: 'collector (role 2), Mexico City',
  },
  {
    username: 'seller',
    phone: '5255100000006',
    displayName: 'Diego Ramírez',
    roleId: roleIds.seller,
    team: 'CDMX Sales',
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    note: 'seller (role 6)',
  },
  {
    username: 'officemanager',
    phone: '5255100000008',
    displayName: 'Lucía Fernández',
    roleId: roleIds.officeManager,
    team: null,
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    note: 'office manager (role 8)',
  },
  {
    username: 'leader',
    phone: '2348030000004',
    displayName: 'Adaeze Nwosu',
    roleId: roleIds.teamLeader,
    team: 'Lagos S1 Collection',
    cc: 'NG',
    timeZone: 'Africa/Lagos',
    note: 'team leader',
  },
  {
    username: 'leader.mx',
    phone: '5255100000014',
    displayName: 'Jorge Medina',
    roleId: roleIds.teamLeader,
    team: 'CDMX S2 Collection',
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    entryDate: '2025-09-01',
    note: 'team leader, Mexico City',
  },
  {
    username: 'leader.sales',
    phone: '5255100000016',
    displayName: 'María López',
    roleId: roleIds.teamLeader,
    team: 'CDMX Sales',
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    entryDate: '2025-11-17',
    note: 'sales team leader',
  },
  {
    username: 'manager',
    phone: '5255100000001',
    displayName: 'Roberto Castillo',
    roleId: roleIds.manager,
    team: null,
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    note: 'manager',
  },
  {
    username: 'auditor',
    phone: '5255100000009',
    displayName: 'Elena Vargas',
    roleId: roleIds.auditor,
    team: null,
    cc: 'MX',
    timeZone: 'America/Mexico_City',
    note: 'auditor (read-only)',
  },
  {
    username: 'expired',
    phone: '2348030000012',
    displayName: 'Tunde Bello',
    roleId: roleIds.collector,
    team: 'Lagos S1 Collection',
    cc: 'NG',
    timeZone: 'Africa/Lagos',
    passwordExpired: true,
    note: 'collector whose password has expired',
  },
]
