import { useSearch } from 'wouter'

/**
 * The id of the one row a link names in its query ('/simcard/application?application=12', a message
 * about that application), for the screen to mark it; null when the address names none. Unlike a
 * linked filter, it stays in the address: the list is whole, the row only marked.
 */
export function useLinkedRow(names: string): number | null {
  const value = new URLSearchParams(useSearch()).get(names)
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null
}
