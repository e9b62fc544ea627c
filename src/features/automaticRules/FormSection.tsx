import { type ReactNode, useId } from 'react'

/** A part of the rule's form under its heading (when, which cases, what), named by it. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-sm font-semibold text-slate-800">
        {title}
      </h2>
      {children}
    </section>
  )
}
