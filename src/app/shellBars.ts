import type { ComponentType } from 'react'
import { MessageBar } from '../features/messages/MessageBar.tsx'
import { StaffBar } from '../features/staffs/StaffBar.tsx'

/**
 * What areas show under the tabs on every signed-in page, one line per area. Each bar decides for
 * itself whom it shows to and where it hides (the message bars by role, spec section 6), and its own
 * error boundary keeps a failing bar from blanking the shell.
 */
export const shellBars: readonly { name: string; Bar: ComponentType }[] = [
  { name: 'messages', Bar: MessageBar },
  { name: 'staffs', Bar: StaffBar },
]
