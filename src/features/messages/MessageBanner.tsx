import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MessageItem } from '../../../contract/messages.ts'
import { MessageLine } from './MessageLine.tsx'

/** How long each unread message stays in the banner before the next slides up. */
export const bannerTurnMs = 4000
/** The spec's banner height (section 9), one message per line. */
const lineHeightPx = 40

/** The unread messages, one at a time, rotating upwards in a 40 px banner; a click opens the one shown. */
export function MessageBanner({
  unread,
  onOpen,
}: {
  unread: MessageItem[]
  onOpen: (item: MessageItem) => void
}) {
  const { t } = useLingui()
  const [turn, setTurn] = useState(0)
  useEffect(() => {
    if (unread.length < 2) return
    const timer = setInterval(() => setTurn((n) => n + 1), bannerTurnMs)
    return () => clearInterval(timer)
  }, [unread.length])
  if (unread.length === 0) return <p className="flex-1 truncate text-slate-500">{t`No unread messages`}</p>
  const shown = turn % unread.length
  return (
    <div className="h-10 min-w-0 flex-1 overflow-hidden" aria-live="off" data-testid="message-banner">
      <ul
        className="transition-transform duration-500 motion-reduce:transition-none"
        style={{ transform: `translateY(${-shown * lineHeightPx}px)` }}
      >
        {unread.map((item, index) => (
          <li key={item.id} className="h-10" aria-hidden={index !== shown}>
            <button
              type="button"
              tabIndex={index === shown ? 0 : -1}
              onClick={() => onOpen(item)}
              className="flex h-10 w-full items-center text-left text-slate-800 hover:underline"
            >
              <MessageLine item={item} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
