import { useLingui } from '@lingui/react/macro'
import { formatInTimeZone } from 'date-fns-tz'
import { Link } from 'wouter'
import { caseDetailPath } from '../../../contract/caseViews.ts'
import type { WorkdayGroup, WorkdayGroupName, WorkdayItem } from '../../../contract/workday.ts'
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts'
import { workdayGroupEmpty, workdayGroupTitles } from './workdayTexts.ts'

/** An item's time: the hour when it falls on the day shown, else the date and hour. */
function whenText(at: string, date: string, timeZone: string): string {
  return formatInTimeZone(at, timeZone, 'yyyy-MM-dd') === date
    ? formatInTimeZone(at, timeZone, 'HH:mm')
    : formatDateTime(at, timeZone)
}

function ItemLine({
  item,
  date,
  timeZone,
  showOwner,
}: {
  item: WorkdayItem
  date: string
  timeZone: string
  showOwner: boolean
}) {
  const { t } = useLingui()
  return (
    <li>
      <Link
        href={caseDetailPath('all', item.caseId)}
        className="block rounded px-2 py-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="workday-item"
      >
        <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {item.at && (
            <span
              className={`shrink-0 tabular-nums ${item.overdue ? 'font-semibold text-red-700' : 'text-slate-600'}`}
            >
              {whenText(item.at, date, timeZone)}
              {item.overdue && <span className="sr-only"> ({t`Overdue`})</span>}
            </span>
          )}
          {/* A name wraps at a space rather than being cut. */}
          <span className="min-w-0 font-medium text-brand-700" data-testid="workday-customer">
            {item.customerName}
          </span>
        </span>
        {item.todoText && (
          <span className="line-clamp-2 block text-xs text-slate-700" title={item.todoText}>
            {item.todoText}
          </span>
        )}
        {/* Case no, owner and amount each stay whole: the line breaks between them (the amount to the right), the owner's name at a space. */}
        <span className="flex flex-wrap gap-x-1 text-xs text-slate-500" data-testid="workday-facts">
          <span className="whitespace-nowrap">{item.caseNo}</span>
          {showOwner && item.owner && <span>· {item.owner}</span>}
          <span className="ml-auto whitespace-nowrap tabular-nums">
            {formatMoney(item.owed, item.currency)}
          </span>
        </span>
      </Link>
    </li>
  )
}

/** One group of the day: its count, how many are overdue, its first cases and the way to the rest. */
export function WorkdayGroupCard({
  name,
  group,
  date,
  timeZone,
  showOwner,
  caseListPath,
}: {
  name: WorkdayGroupName
  group: WorkdayGroup
  date: string
  timeZone: string
  showOwner: boolean
  caseListPath: string
}) {
  const { t, i18n } = useLingui()
  const count = formatNumber(group.count)
  const overdue = formatNumber(group.overdue)
  return (
    <section
      className="flex min-w-0 flex-col rounded-lg bg-white p-4 shadow-sm"
      aria-labelledby={`workday-${name}`}
      data-testid={`workday-${name}`}
    >
      <header className="flex items-start justify-between gap-2">
        <h3 id={`workday-${name}`} className="text-sm font-semibold text-slate-900">
          {i18n._(workdayGroupTitles[name])}
        </h3>
        <span
          className="text-2xl leading-none font-semibold tabular-nums text-slate-900"
          data-testid="workday-count"
        >
          {count}
        </span>
      </header>
      {group.overdue > 0 && (
        <span className="mt-1 self-start rounded bg-red-50 px-1.5 text-xs font-medium text-red-700">
          {t`${overdue} overdue`}
        </span>
      )}
      {group.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{i18n._(workdayGroupEmpty[name])}</p>
      ) : (
        <ul className="-mx-2 mt-1 flex flex-col">
          {group.items.map((item) => (
            <ItemLine
              key={`${item.caseId}-${item.at ?? ''}-${item.todoText ?? ''}`}
              item={item}
              date={date}
              timeZone={timeZone}
              showOwner={showOwner}
            />
          ))}
        </ul>
      )}
      {group.count > 0 && (
        <Link href={caseListPath} className="mt-auto pt-2 text-xs text-brand-700 hover:underline">
          {group.count > group.items.length ? t`See all ${count} in the case list` : t`Open the case list`}
        </Link>
      )}
    </section>
  )
}
