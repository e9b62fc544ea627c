import { useLingui } from '@lingui/react/macro'

/**
 * How many filters are in force, as a badge on the button that hides them, in the brand's colour so
 * a hidden filter is not forgotten. Screen readers and the tooltip hear "2 in force".
 */
export function InForceCount({ count }: { count: number }) {
  const { t } = useLingui()
  const label = t`${count} in force`
  return (
    <span
      className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
      title={label}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  )
}
