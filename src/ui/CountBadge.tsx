/** A count on a button (filters in force), in the brand's colour so a hidden filter is not forgotten. */
export function CountBadge({ count, title }: { count: number; title: string }) {
  return (
    <span
      className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
      title={title}
    >
      {count}
    </span>
  )
}
