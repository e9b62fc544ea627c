import { useLingui } from '@lingui/react/macro'
import type { MessageItem } from '../../../contract/messages.ts'
import { MessageLine } from './MessageLine.tsx'

/** Every message and notice the bar shows, unread first marked; a click marks one read and opens its case. */
export function MessagePanel({
  items,
  onOpen,
}: {
  items: MessageItem[]
  onOpen: (item: MessageItem) => void
}) {
  const { t } = useLingui()
  return (
    <section
      id="message-panel"
      aria-label={t`Messages and notices`}
      className="absolute top-full right-4 z-30 max-h-80 w-[28rem] overflow-auto rounded-b-md border border-slate-200 bg-white shadow-lg"
    >
      {items.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">{t`No messages yet`}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item)}
                className="flex w-full items-start gap-2 px-4 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span
                  className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.alreadyRead === '0' ? 'bg-red-500' : 'bg-transparent'}`}
                  title={item.alreadyRead === '0' ? t`Unread` : t`Read`}
                />
                <span className={`min-w-0 ${item.alreadyRead === '0' ? 'text-slate-900' : 'text-slate-500'}`}>
                  <MessageLine item={item} wrap />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
