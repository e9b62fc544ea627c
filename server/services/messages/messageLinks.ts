import { caseDetailPath, caseDetailRouteOfKind } from '../../../contract/cases.ts'
import { type MessageFacts, type MessageType, messageTypeOf } from '../../../contract/messages.ts'
import type { KeptEvent, MessageTypeDeclaration } from '../../../contract/messageType.ts'

/** What a kept message holds that can name what it is about. */
export interface KeptMessage<T extends MessageType = MessageType> extends KeptEvent<MessageFacts[T]> {
  type: T
  /** The case it points at, with its kind (a sale's case opens on the sellers' side). */
  caseId: number | null
  caseKind: keyof typeof caseDetailRouteOfKind | null
}

/**
 * Where a message leads its reader: the case it points at; else the screen its type's declaration
 * says shows what it names (contract/<area>Messages.ts `opens`), when the reader may open that
 * screen's menu; else nowhere.
 */
export function messageLink(kept: KeptMessage, menuIdList: readonly number[]): string | null {
  if (kept.caseId !== null && kept.caseKind)
    return caseDetailPath(caseDetailRouteOfKind[kept.caseKind], kept.caseId)
  const declared = messageTypeOf[kept.type] as unknown as MessageTypeDeclaration<MessageType, unknown>
  const link = declared.opens?.({ eventKey: kept.eventKey, facts: kept.facts })
  if (!link || (link.menuId !== undefined && !menuIdList.includes(link.menuId))) return null
  return link.path
}
