import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { roleIds } from '../../contract/menus.ts'

/** The roles the console knows, in the user's language; a role added later shows its stored name. */
export const roleLabels: Record<number, MessageDescriptor> = {
  [roleIds.manager]: msg`Manager`,
  [roleIds.collector]: msg`Collector`,
  [roleIds.teamLeader]: msg`Team leader`,
  [roleIds.seller]: msg`Seller`,
  [roleIds.officeManager]: msg`Office manager`,
  [roleIds.auditor]: msg`Auditor`,
}
