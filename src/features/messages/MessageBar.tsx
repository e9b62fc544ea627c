import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import { useLocation, useRoute } from 'wouter'
import type { MessageItem } from '../../../contract/messages.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { usePreference } from '../../../db/preferences.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatAge } from '../../i18n/format.ts'
import { useKeptItems } from './keptMessages.ts'
import { MessageBanner } from './MessageBanner.tsx'
import { MessagePanel } from './MessagePanel.tsx'
import { type BarSpec, badgeText, barOf } from './messageBars.ts'
import { polledCallLabels } from './messageTexts.ts'
import { RankingStrip } from './RankingStrip.tsx'
import { useMarkRead } from './useMarkRead.ts'
import { useMessagePolling } from './useMessagePolling.ts'

const newestFirst = (a: MessageItem, b: MessageItem) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/** The message bar of the signed-in user's role (spec section 6), or nothing for roles without one. */
export function MessageBar() {
  const user = useCurrentUser()
  const spec = barOf(user.roleId)
  return spec ? <RoleMessageBar key={user.userId} user={user} spec={spec} /> : null
}

/** A path no page has: a bar that hides nowhere matches it, never the page open. */
const noPage = '/__no-page__'

function RoleMessageBar({ user, spec }: { user: CurrentUser; spec: BarSpec }) {
  const { t, i18n } = useLingui()
  const [onHiddenPage] = useRoute(spec.hiddenOn ?? noPage)
  const [, navigate] = useLocation()
  const polling = useMessagePolling(user.userId, spec, !onHiddenPage)
  const { notices, messages, savedAt } = useKeptItems(user.userId)
  const [messageShow, setMessageShow] = usePreference('messageShow')
  const markRead = useMarkRead(user)

  const items = useMemo(
    () => [...(notices ?? []), ...(messages ?? [])].filter(spec.shows).sort(newestFirst),
    [notices, messages, spec],
  )
  const unread = useMemo(() => items.filter((item) => item.alreadyRead === '0'), [items])
  const open = useCallback(
    (item: MessageItem) => {
      // What it names opens at once (its case, or the screen showing it: the server gives the link only
      // to a reader who may open it); the mark's answer (or its place in the outbox) comes when it comes.
      void markRead(item)
      if (item.link) navigate(item.link)
    },
    [markRead, navigate],
  )

  if (onHiddenPage) return null
  const panelShown = messageShow === '1'
  const failed = polling.failures.map(
    (each) => `${i18n._(polledCallLabels[each.call])}: ${each.failure.message}`,
  )
  return (
    <section
      aria-label={t`Message bar`}
      data-bar={spec.kind}
      className="relative flex h-10 shrink-0 items-center gap-4 border-b border-amber-200 bg-amber-50 px-4 text-sm"
    >
      {spec.kind === 'collector' && (
        <RankingStrip userId={user.userId} period={polling.period} onPeriod={polling.choosePeriod} />
      )}
      <MessageBanner unread={unread} onOpen={open} />
      {failed.length > 0 && (
        <span
          role="status"
          title={failed.join('\n')}
          className="min-w-0 max-w-sm truncate text-xs text-red-700"
        >
          {savedAt
            ? t`Not refreshed (${failed[0]}); showing the copy saved ${formatAge(savedAt)}`
            : t`Not refreshed (${failed[0]})`}
        </span>
      )}
      <button
        type="button"
        aria-expanded={panelShown}
        aria-controls="message-panel"
        onClick={() => setMessageShow(panelShown ? '0' : '1')}
        className="relative shrink-0 rounded px-2 py-1 text-slate-700 hover:bg-amber-100"
      >
        {panelShown ? t`Hide messages` : t`Show messages`}
        {unread.length > 0 && (
          <>
            <span
              data-testid="message-badge"
              aria-hidden="true"
              className="ml-2 rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white"
            >
              {badgeText(unread.length)}
            </span>
            <span className="sr-only">{t`${unread.length} unread`}</span>
          </>
        )}
      </button>
      {panelShown && <MessagePanel items={items} onOpen={open} />}
    </section>
  )
}
