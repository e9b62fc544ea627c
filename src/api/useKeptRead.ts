import { useCallback } from 'react'
import type { AnswerOf, Endpoint, InputOf } from '../../contract/endpoint.ts'
import { type KeptAnswerName, saveCachedList, useCachedCopy } from '../../db/cachedLists.ts'
import { request } from './request.ts'
import { useServerRead } from './useServerRead.ts'

/**
 * A list or answer that is not paged, read with an input (the kit's for any area): the last answer kept under its name, shown at once
 * and offline, asked again on `refresh`. `asked` false asks the server nothing (a list the user may not read).
 */
export function useKeptRead<E extends Endpoint>(
  name: KeptAnswerName,
  entry: E,
  input: InputOf<E>,
  asked = true,
) {
  const inputText = JSON.stringify(input)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is read through its text
  const read = useCallback(
    (signal: AbortSignal) => request(entry, input, { signal }).then((answer) => saveCachedList(name, answer)),
    [name, entry, inputText],
  )
  const server = useServerRead(`${name}|${inputText}`, asked ? read : null)
  const kept = useCachedCopy<AnswerOf<E>>(name)
  return { data: kept?.data, savedAt: kept?.savedAt, ...server }
}
