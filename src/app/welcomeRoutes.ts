import { msg } from '@lingui/core/macro'
import type { RouteGroup } from '../ui/screenRoute.ts'

/** The shell's own page (/ and /welcome), open to every signed-in user; not an area. */
export const welcomeRoutes: RouteGroup = {
  name: 'welcome',
  path: '/welcome',
  title: msg`Welcome`,
  routes: [
    { name: 'welcome', path: '/welcome', title: msg`Welcome`, load: () => import('./WelcomePage.tsx') },
  ],
}
