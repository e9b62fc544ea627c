import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { useCurrentUser, useSession } from '../api/session.ts'
import { useCaseListVisits } from '../features/cases/caseListReturn.ts'
import type { ScreenRoute } from '../ui/screenRoute.ts'
import { Unavailable } from '../ui/Unavailable.tsx'
import { LoadedScreen, Splash } from './LoadedScreen.tsx'
import { appPart, LoadedPart } from './loadedPart.tsx'
import { allScreenRoutes, isAllowed, routeGroups } from './routeTable.ts'
import { Shell } from './shell/Shell.tsx'

const publicPaths = ['/login', '/forgetPwd', '/modifypassword']
const lastPathKey = 'lastPath'

const builtRoutes = allScreenRoutes.filter((route) => route.load)

// The pages before the shell (sign-in, password reset) carry their forms and the session's schemas: a
// signed-in user never needs them, so they are not in the first load (issue 28).
const loginPage = appPart(() => import('../features/session/LoginPage.tsx').then((m) => m.LoginPage))
const resetPasswordPage = appPart(() =>
  import('../features/session/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
)

/** The route's own page could not be shown: there is none, or this user may not open it. */
function RouteUnavailable({ reason }: { reason: 'missing' | 'forbidden' }) {
  const { t } = useLingui()
  return (
    <Unavailable
      title={reason === 'forbidden' ? t`You do not have access to this page` : t`This page does not exist`}
      back={{ href: '/welcome', label: t`Back to the welcome page` }}
    />
  )
}

function Screen({ route, params }: { route: ScreenRoute; params: Record<string, string> }) {
  const user = useCurrentUser()
  if (!isAllowed(route, user.menuIdList)) return <RouteUnavailable reason="forbidden" />
  // A kept-alive screen is drawn by KeptAliveScreens, outside this Switch, so it outlives the visit.
  if (route.keepAlive) return null
  return <LoadedScreen route={route} params={params} />
}

/** Everything behind sign-in: only reachable with a user that has a roleId (spec section 2). */
function SignedInArea() {
  const [location] = useLocation()
  const signedIn = useSession((snapshot) => snapshot.matches('signedIn') || snapshot.matches('signingOut'))
  const restoring = useSession((snapshot) => snapshot.matches('restoring'))
  const passwordExpired = useSession((snapshot) => snapshot.matches('passwordExpired'))
  const hasRole = useSession((snapshot) => typeof snapshot.context.user?.roleId === 'number')

  useEffect(() => {
    if (signedIn) sessionStorage.setItem(lastPathKey, location)
  }, [signedIn, location])
  // A case's Back link returns to the case list the user came from.
  useCaseListVisits()

  if (restoring) return <Splash />
  if (passwordExpired) return <Redirect to="/modifypassword" />
  if (!signedIn || !hasRole) return <Redirect to="/login" />
  return (
    <Shell>
      <Switch>
        <Route path="/">
          <Redirect to="/welcome" />
        </Route>
        {builtRoutes.map((route) => (
          <Route key={route.name} path={route.path}>
            {(params) => <Screen route={route} params={params as Record<string, string>} />}
          </Route>
        ))}
        {routeGroups
          .filter((group) => group.redirect && builtRoutes.some((route) => route.path === group.redirect))
          .map((group) => (
            <Route key={group.name} path={group.path}>
              <Redirect to={group.redirect!} />
            </Route>
          ))}
        <Route>
          <RouteUnavailable reason="missing" />
        </Route>
      </Switch>
    </Shell>
  )
}

/** /login for a signed-in user returns to the page they were on. */
function PublicOnly({ children }: { children: React.ReactNode }) {
  const [location] = useLocation()
  const signedIn = useSession((snapshot) => snapshot.matches('signedIn'))
  if (signedIn && location === '/login')
    return <Redirect to={sessionStorage.getItem(lastPathKey) ?? '/welcome'} />
  return <>{children}</>
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login">
        <PublicOnly>
          <LoadedPart part={loginPage} props={{}} fallback={<Splash />} />
        </PublicOnly>
      </Route>
      <Route path="/forgetPwd">
        <LoadedPart part={resetPasswordPage} props={{ purpose: 'forget' }} fallback={<Splash />} />
      </Route>
      <Route path="/modifypassword">
        <LoadedPart part={resetPasswordPage} props={{ purpose: 'modify' }} fallback={<Splash />} />
      </Route>
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  )
}

export { publicPaths }
