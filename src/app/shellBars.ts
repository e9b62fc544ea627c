import type { ComponentType } from 'react'
import { type AppPart, appPart } from './loadedPart.tsx'

const bar = (name: string, load: () => Promise<ComponentType>) => ({ name, bar: appPart(load) })

/**
 * What areas show under the tabs on every signed-in page, one line per area. Each bar decides for
 * itself whom it shows to and where it hides (the message bars by role, spec section 6), and its own
 * error boundary keeps a failing bar from blanking the shell. A bar is an area's code (its calls, its
 * dialogs): it loads once the shell has painted, never with the shell's first load (issue 28).
 */
export const shellBars: readonly { name: string; bar: AppPart<object> }[] = [
  bar('messages', () => import('../features/messages/MessageBar.tsx').then((m) => m.MessageBar)),
  bar('staffs', () => import('../features/staffs/StaffBar.tsx').then((m) => m.StaffBar)),
]
