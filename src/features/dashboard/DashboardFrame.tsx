import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { FigureScope } from '../../../contract/dashboards.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDateTime } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { scopeWords } from './dashboardWords.ts'

/** What a dashboard says of its figures: whose they are, when the server read them, and how fresh the kept copy is. */
export interface DashboardSource<
  T extends { asOf: string; scope?: { kind: FigureScope; name: string | null } },
> {
  data: T | undefined
  savedAt: number | null | undefined
  failure: ApiFailure | null
  asking: boolean
  refresh: () => void
}

/**
 * A dashboard's page: its title, whose figures these are and when they were read (with a way to ask
 * again), the choices that narrow them (period, team), the kept copy's age when the server could not
 * confirm it, then the figures, or what is said while there are none yet.
 */
export function DashboardFrame<
  T extends { asOf: string; scope?: { kind: FigureScope; name: string | null } },
>({
  title,
  source,
  controls,
  children,
}: {
  title: string
  source: DashboardSource<T>
  controls?: ReactNode
  children: (data: T) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const { data } = source
  const scope = data?.scope
  const whose = scope ? [i18n._(scopeWords[scope.kind]), scope.kind === 'team' ? scope.name : null] : []
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
          {data && (
            <p className="text-xs text-slate-500" data-testid="figures-as-of">
              {whose.filter(Boolean).join(': ')}
              {whose.length > 0 && ' · '}
              {t`Figures as of ${formatDateTime(data.asOf, user.timeZone)}`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {controls}
          <Button variant="secondary" size="small" onClick={source.refresh} disabled={source.asking}>
            {source.asking ? t`Refreshing…` : t`Refresh`}
          </Button>
        </div>
      </div>
      <Freshness savedAt={source.savedAt} failure={source.failure} timeZone={user.timeZone} />
      {data ? (
        children(data)
      ) : (
        <NotLoaded
          failure={source.failure}
          loading={t`Loading the figures…`}
          failed={(reason) => t`The figures could not be loaded: ${reason}`}
          onRetry={source.refresh}
        />
      )}
    </div>
  )
}
