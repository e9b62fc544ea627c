import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { type MessageItem, markMessagesRead, messageTitle } from '../../../contract/messages.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { asFailure } from '../../../machines/effects.ts'
import { request } from '../../api/request.ts'
import { queuedNotice } from '../../api/sync/queuedNotice.ts'
import { showToast } from '../../ui/toast.tsx'
import { keepReadState, shownLanguage } from './keptMessages.ts'
import { messageActionTexts } from './messageActions.ts'
import { queueMarkRead } from './messageOutbox.ts'

/**
 * Marks a message read when the user clicks it: the alreadyRead call, then 'I got it'; a refusal
 * shows the server's respMsg. With no server to take it, the mark goes through the outbox with the
 * same client id (the server applies it once) and the bar shows it read at once.
 */
export function useMarkRead(
  user: Pick<CurrentUser, 'userId' | 'displayName'>,
): (item: MessageItem) => Promise<void> {
  const { i18n } = useLingui()
  const { userId, displayName } = user
  return useCallback(
    async (item: MessageItem) => {
      if (item.alreadyRead === '1') return
      const done = i18n._(messageActionTexts.markRead.done!(''))
      const clientMutationId = crypto.randomUUID()
      if (navigator.onLine) {
        try {
          await request(markMessagesRead, { messageIds: [item.id], clientMutationId })
          await keepReadState(userId, [item.id], '1')
          showToast('success', done)
          return
        } catch (error) {
          const failure = asFailure(error)
          if (failure.type !== 'offline') {
            showToast('error', failure.message)
            return
          }
        }
      }
      await queueMarkRead(
        { userId, displayName },
        item,
        messageTitle(item, shownLanguage(i18n.locale)),
        clientMutationId,
      )
      showToast('success', queuedNotice(done))
    },
    [userId, displayName, i18n],
  )
}
