import type { Language } from '../../../contract/bilingual.ts'
import {
  type MessageFacts,
  type MessageSubject,
  type MessageType,
  messageTypeOf,
} from '../../../contract/messages.ts'
import type { MessageTypeDeclaration, MessageWords } from '../../../contract/messageType.ts'

/** A type's declaration, seen through its own facts (each area declares its own: allMessageTypes). */
const declarationOf = <T extends MessageType>(type: T) =>
  messageTypeOf[type] as unknown as MessageTypeDeclaration<T, MessageFacts[T]>

/** What a message of a shared type is about (its declaration's subjects); null where the type says it. */
export function messageSubject<T extends MessageType>(
  type: T,
  facts: MessageFacts[T],
): MessageSubject | null {
  const subjects = Object.entries(declarationOf(type).subjects ?? {})
  const found = subjects.find(([, subject]) => subject.is(facts))
  return found ? (found[0] as MessageSubject) : null
}

/**
 * A message's words for its reader, from the facts its event kept: written when read, so a wording
 * change reaches old messages too.
 */
export function messageWords<T extends MessageType>(
  type: T,
  facts: MessageFacts[T],
  language: Language,
): MessageWords {
  return declarationOf(type).words(facts, language)
}
