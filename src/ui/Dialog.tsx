import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  /** A click outside does not close it (spec section 5 for the password dialog). */
  modalOnly?: boolean
  /** A list (the sync panel) needs more room than a question or a short form. */
  wide?: boolean
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  modalOnly = false,
  wide = false,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          // Escape in an open list of choices (a combobox) closes that list, not the dialog around it.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true')
              event.preventDefault()
          }}
          onPointerDownOutside={modalOnly ? (event) => event.preventDefault() : undefined}
          onInteractOutside={modalOnly ? (event) => event.preventDefault() : undefined}
          className={`fixed top-1/2 left-1/2 z-50 ${wide ? 'w-[44rem]' : 'w-[28rem]'} max-w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none`}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
