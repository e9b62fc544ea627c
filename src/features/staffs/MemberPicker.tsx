import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { SearchPicker } from '../../ui/SearchPicker.tsx'
import { type MemberChoice, searchMemberChoices } from './useTeams.ts'

/**
 * Chooses one member by typing part of their name or phone: the server searches (useTeams.ts), so
 * every member of every team can be found, not only a first page. Clear chooses none.
 */
export function MemberPicker({
  label,
  value,
  chosenName,
  onChange,
  onBlur,
  error,
  search = searchMemberChoices,
}: {
  label: string
  /** The chosen member's id as text; '' for none. */
  value: string
  /** The name of the member chosen when the picker opens (the team's leader, say). */
  chosenName: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
  /** The search; the server's unless a test gives its own. */
  search?: (typed: string, signal: AbortSignal) => Promise<MemberChoice[]>
}) {
  const { t } = useLingui()
  const noTeam = t`No team`
  // Kept while the search and the words are: a new function would search again at every render.
  const searchMembers = useCallback(
    async (typed: string, signal: AbortSignal) =>
      (await search(typed, signal)).map((choice) => ({
        value: String(choice.id),
        label: choice.name,
        hint: choice.teamName ?? noTeam,
      })),
    [search, noTeam],
  )
  return (
    <SearchPicker
      label={label}
      value={value}
      chosenLabel={chosenName}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      search={searchMembers}
      placeholder={t`None: type a name or phone to search`}
      noMatch={t`No member matches.`}
    />
  )
}
