import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { menuIds } from '../../../contract/menus.ts'
import { paceWords, type TargetRow } from '../../../contract/targets.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatDay, formatMoney, formatNumber } from '../../i18n/format.ts'
import { Freshness } from '../../ui/Freshness.tsx'
import { languageOf, paceColour, paceText, percentText } from '../../ui/paceText.ts'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { figureDefinition } from './targetTexts.ts'
import { useTargetsAtAGlance } from './useTargetsAtAGlance.ts'

/** How many of the members or teams the panel lists, the most behind; the targets' lists show them all. */
const shownAtMost = 10

/** A figure of one's own target: its name (its definition on hover and for screen readers) and its value. */
function Figure({ name, hint, children }: { name: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">
        <span
          title={hint}
          className="cursor-help underline decoration-slate-400 decoration-dotted underline-offset-2"
        >
          {name}
          <span className="sr-only">: {hint}</span>
        </span>
      </dt>
      <dd className="font-semibold tabular-nums text-slate-900">{children}</dd>
    </div>
  )
}

/** One of the caller's own targets: target, reached, achievement, pace and the working days gone. */
function OwnTarget({ row }: { row: TargetRow }) {
  const { t, i18n } = useLingui()
  const language = languageOf(i18n.locale)
  const { progress } = row
  const gone = formatNumber(progress.pace.workDaysGone)
  const all = formatNumber(progress.pace.workDays)
  const cases = formatNumber(row.cases)
  const reachedCases = formatNumber(progress.reachedCases)
  return (
    <dl
      className="grid grid-cols-2 gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-5"
      data-testid="own-target"
    >
      <Figure name={t`Target`} hint={figureDefinition('target', language)}>
        {formatMoney(row.amount, row.currency)}
        <div className="text-xs font-normal text-slate-600">{t`${cases} cases`}</div>
      </Figure>
      <Figure name={t`Reached`} hint={figureDefinition('value', language)}>
        {formatMoney(progress.reachedAmount, row.currency)}
        <div className="text-xs font-normal text-slate-600">{t`${reachedCases} cases`}</div>
      </Figure>
      <Figure name={t`Achievement`} hint={figureDefinition('achievement', language)}>
        {percentText(progress.achievement, i18n.locale)}
      </Figure>
      <Figure name={t`Pace`} hint={figureDefinition('pace', language)}>
        <span className={paceColour[progress.pace.status]} data-testid="own-pace">
          {paceText(paceWords[progress.pace.status][language], progress.pace, row.currency)}
        </span>
      </Figure>
      <Figure name={t`Working days`} hint={figureDefinition('pace', language)}>
        {t`${gone} of ${all}`}
      </Figure>
    </dl>
  )
}

/** A leader's members or a manager's teams, the most behind first. */
function BehindFirst({
  rows,
  scope,
  seeAll,
}: {
  rows: TargetRow[]
  scope: 'team' | 'all'
  seeAll: string | null
}) {
  const { t, i18n } = useLingui()
  const language = languageOf(i18n.locale)
  const title = scope === 'team' ? t`Your members’ targets` : t`The teams’ targets`
  const columns: SimpleColumn<TargetRow>[] = [
    { header: scope === 'team' ? t`Member` : t`Team`, cell: (row) => row.personName ?? row.teamName },
    {
      header: t`Target`,
      hint: figureDefinition('target', language),
      align: 'end',
      cell: (row) => formatMoney(row.amount, row.currency),
    },
    {
      header: t`Reached`,
      hint: figureDefinition('value', language),
      align: 'end',
      cell: (row) => formatMoney(row.progress.reachedAmount, row.currency),
    },
    {
      header: t`Achievement`,
      hint: figureDefinition('achievement', language),
      align: 'end',
      cell: (row) => percentText(row.progress.achievement, i18n.locale),
    },
    {
      header: t`Pace`,
      hint: figureDefinition('pace', language),
      cell: (row) => (
        <span className={`whitespace-nowrap ${paceColour[row.progress.pace.status]}`}>
          {paceText(paceWords[row.progress.pace.status][language], row.progress.pace, row.currency)}
        </span>
      ),
    },
  ]
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="targets-behind-first">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {seeAll && (
          <Link href={seeAll} className="text-sm text-brand-700 hover:underline">
            {t`See all targets`}
          </Link>
        )}
      </div>
      <SimpleTable
        columns={columns}
        rows={rows.slice(0, shownAtMost)}
        rowKey={(row) => row.id}
        empty={t`No target set for this period.`}
        label={title}
      />
    </section>
  )
}

/**
 * The welcome page's targets (issue 25): the caller's own target(s) of the current salary period, with
 * each figure's definition on hover; a leader's members, a manager's teams, the most behind first.
 * Shown at once from the kept copy; one line when there is no target at all.
 */
export function TargetsWelcomePanel() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const glance = useTargetsAtAGlance(user.userId)
  const data = glance.data
  if (!data) return null
  const from = formatDay(data.period.from)
  const to = formatDay(data.period.to)
  const scope = data.scope
  const seeAll =
    scope === 'team' && user.menuIdList.includes(menuIds.targetPerson)
      ? '/targets/person'
      : scope === 'all' && user.menuIdList.includes(menuIds.targetSetting)
        ? '/targets/setting'
        : null
  return (
    <section className="flex flex-col gap-3" aria-labelledby="targets-title" data-testid="targets-glance">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="targets-title" className="text-lg font-semibold text-slate-900">
          {t`Targets`}
        </h2>
        <span className="text-sm text-slate-600">{t`${from} to ${to}`}</span>
      </div>
      <Freshness savedAt={glance.savedAt} failure={glance.failure} timeZone={user.timeZone} />
      {data.own.length === 0 && data.rows.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-target">
          {t`No target set for this period.`}
        </p>
      ) : (
        <>
          {data.own.map((row) => (
            <OwnTarget key={row.id} row={row} />
          ))}
          {scope !== 'own' && data.rows.length > 0 && (
            <BehindFirst rows={data.rows} scope={scope} seeAll={seeAll} />
          )}
        </>
      )}
    </section>
  )
}
