import { useLingui } from '@lingui/react/macro'
import * as Popover from '@radix-ui/react-popover'
import { type ReactNode, useState } from 'react'

/**
 * A row's actions past the first few, behind one "more" button, so a list that must fit beside the
 * menu keeps its actions cell narrow. The list stays open while one of its actions asks its question
 * (the question is part of it), and closes once the action is taken: `children` is given the closing.
 */
export function MoreRowActions({
  rowName,
  children,
}: {
  rowName: string
  children: (taken: () => void) => ReactNode
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        aria-label={t`More actions for ${rowName}`}
        title={t`More actions`}
        className="rounded px-1.5 py-0.5 text-xs font-bold text-brand-700 hover:bg-brand-50"
      >
        ⋯
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-30 flex flex-col items-start gap-1 rounded-md border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {children(() => setOpen(false))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
