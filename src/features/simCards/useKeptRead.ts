import { useCallback } from 'react'
import type { AnswerOf, Endpoint, InputOf } from '../../../contract/endpoint.ts'
import { type KeptAnswerName, saveCachedList, useCachedCopy } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'

/**
 * One of the SIM screens' lists that is not paged: the last answer kept under its name, shown at once
 * and offline, asked again on `refresh`.
 */
export function useKeptRead<E extends Endpoint>(name: KeptAnswerName, entry: E, input: InputOf<E>) {
  const asked = JSON.stringify(input)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is read through its text
  const read = useCallback(
    (signal: AbortSignal) => request(entry, input, { signal }).then((answer) => saveCachedList(name, answer)),
    [name, entry, asked],
  )
  const server = useServerRead(`${name}|${asked}`, read)
  const kept = useCachedCopy<AnswerOf<E>>(name)
  return { data: kept?.data, savedAt: kept?.savedAt, ...server }
}
