/**
 * An indeterminate progress bar with what is being done: for one request that takes a few seconds
 * and reports no progress of its own (an allocation of 10,000 cases).
 */
export function WorkingBar({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-1.5" data-testid="working">
      <span className="text-sm text-slate-700">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        className="h-1.5 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full w-2/5 animate-indeterminate rounded-full bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
      </div>
    </div>
  )
}
