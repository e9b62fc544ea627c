import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

/**
 * Some members of a team, or none: a box each. The line under them says what choosing none means,
 * so the even split is a choice the allocator sees, not a default they miss.
 */
export function MemberChoice({
  members,
  chosen,
  onChange,
  error,
}: {
  members: { id: number; name: string }[]
  chosen: number[]
  onChange: (ids: number[]) => void
  error: string | undefined
}) {
  const { t } = useLingui()
  const hintId = useId()
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((each) => each !== id) : [...chosen, id])
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-700">{t`Members (optional)`}</legend>
      {members.length === 0 ? (
        <p className="text-sm text-slate-500">{t`This team has no member who holds cases.`}</p>
      ) : (
        <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-y-auto py-1">
          {members.map((member) => (
            <label key={member.id} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosen.includes(member.id)}
                onChange={() => toggle(member.id)}
              />
              {member.name}
            </label>
          ))}
        </div>
      )}
      <p id={hintId} className="text-xs text-slate-500">
        {chosen.length === 0
          ? t`No member chosen: an even split across the members on duty today.`
          : t`The cases are dealt evenly among the members chosen.`}
      </p>
      {error && (
        <span role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </fieldset>
  )
}
