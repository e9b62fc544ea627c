import { Link } from 'wouter'

/**
 * A page that cannot be shown (no such page, no access, someone else's case): what happened, why if
 * there is more to say, and the one way on.
 */
export function Unavailable({
  title,
  explanation,
  back,
}: {
  title: string
  explanation?: string
  back: { href: string; label: string }
}) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md rounded-lg bg-white p-8 text-center shadow-sm">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      {explanation && <p className="mt-2 text-sm text-slate-600">{explanation}</p>}
      <Link href={back.href} className="mt-4 inline-block text-brand-700 hover:underline">
        {back.label}
      </Link>
    </div>
  )
}
