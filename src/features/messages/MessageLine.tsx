import { useLingui } from '@lingui/react/macro'
import { type MessageItem, messageTitle, parseMessageContent } from '../../../contract/messages.ts'
import { shownLanguage } from './keptMessages.ts'

/**
 * A message as one line: its title (its type's, or what it is about where the type is shared), then its text. Content is only ever text here, so a
 * malformed or hostile one reads as the characters it holds and never as markup. In the banner a
 * line is cut to its 40 px; in the panel it wraps, so the whole text reads.
 */
export function MessageLine({ item, wrap = false }: { item: MessageItem; wrap?: boolean }) {
  const { i18n } = useLingui()
  const { text } = parseMessageContent(item.content)
  return (
    <span className={wrap ? 'break-words' : 'truncate'}>
      <strong className="font-semibold">{messageTitle(item, shownLanguage(i18n.locale))}</strong>
      <span className="text-slate-400"> · </span>
      <span>{text}</span>
    </span>
  )
}
