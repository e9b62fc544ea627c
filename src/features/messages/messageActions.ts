import { msg } from '@lingui/core/macro'
import type { messageActions } from '../../../contract/messageActions.ts'
import type { ActionTextsOf } from '../../ui/actionTexts.ts'

/** The texts of the message actions: the sync panel names a waiting read mark by its label. */
export const messageActionTexts: ActionTextsOf<typeof messageActions, string> = {
  markRead: { label: msg`Mark message read`, done: () => msg`I got it` },
}
