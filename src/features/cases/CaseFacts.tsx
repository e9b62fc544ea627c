import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CaseDetail } from '../../../contract/cases.ts'
import {
  formatBasisPoints,
  formatDay,
  formatInstant,
  formatMoney,
  formatNumber,
  noValue,
} from '../../i18n/format.ts'
import { customerTypeLabels, genderLabels, labelOf, paymentCycleLabels } from './caseLabels.ts'

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      <dl className="grid grid-cols-[minmax(6rem,max-content)_minmax(min-content,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {children}
      </dl>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  )
}

/** Everything spec section 2 lists for a case detail, in the user's language and time zone. */
export function CaseFacts({ detail, timeZone }: { detail: CaseDetail; timeZone: string }) {
  const { t, i18n } = useLingui()
  const { row } = detail
  // Money and dates stay on one line: the label beside them wraps instead.
  const whole = (text: string) => <span className="whitespace-nowrap">{text}</span>
  const money = (amount: number) => whole(formatMoney(amount, row.currency))
  const instant = (value: string | null) => whole(formatInstant(value, timeZone))
  const day = (value: string) => whole(formatDay(value))
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Facts title={t`Loan`}>
        <Fact label={t`Order no`}>{detail.orderNo}</Fact>
        <Fact label={t`Product`}>{detail.product}</Fact>
        <Fact label={t`App`}>{row.appName}</Fact>
        <Fact label={t`Application time`}>{instant(detail.applicationTime)}</Fact>
        <Fact label={t`Disbursal time`}>{instant(detail.disbursalTime)}</Fact>
        <Fact label={t`Loan times`}>{formatNumber(detail.loanTimes)}</Fact>
        <Fact label={t`Tenure`}>{t`${formatNumber(detail.tenureDays)} days`}</Fact>
        <Fact label={t`Loan agreement`}>
          <a
            href={detail.loanAgreement}
            target="_blank"
            rel="noreferrer"
            className="text-brand-700 hover:underline"
          >
            {t`Open the agreement`}
          </a>
        </Fact>
      </Facts>
      <Facts title={t`Amounts and dates`}>
        <Fact label={t`Principal`}>{money(detail.principal)}</Fact>
        <Fact label={t`Rate`}>{t`${formatBasisPoints(detail.rateBasisPoints)} per day`}</Fact>
        <Fact label={t`Penalty`}>{money(detail.penalty)}</Fact>
        <Fact label={t`Cuts`}>{money(detail.cuts)}</Fact>
        <Fact label={t`Paid`}>{money(row.paidAmount)}</Fact>
        <Fact label={t`Amount`}>
          <span className="font-semibold">{money(row.amount)}</span>
        </Fact>
        <Fact label={t`Loan date`}>{day(row.loanDate)}</Fact>
        <Fact label={t`Due date`}>{day(row.dueDate)}</Fact>
        <Fact label={t`Overdue days`}>
          {row.overdueDays === null ? noValue : formatNumber(row.overdueDays)}
        </Fact>
        <Fact label={t`Bank`}>{detail.bankName}</Fact>
        <Fact label={t`Bank account`}>
          <span className="font-mono">{detail.bankAccount}</span>
        </Fact>
      </Facts>
      <Facts title={t`Customer`}>
        <Fact label={t`Profile image`}>
          {detail.profileImage ? (
            <img
              src={detail.profileImage}
              alt={row.name}
              className="h-16 w-16 rounded-md bg-slate-100 object-cover"
            />
          ) : (
            <span className="text-slate-500">{t`No photo`}</span>
          )}
        </Fact>
        <Fact label={t`Gender`}>{labelOf(i18n, genderLabels, detail.gender)}</Fact>
        <Fact label={t`Age`}>{formatNumber(detail.age)}</Fact>
        <Fact label={t`Customer type`}>{labelOf(i18n, customerTypeLabels, detail.customerType)}</Fact>
        <Fact label={t`Payment cycle`}>{labelOf(i18n, paymentCycleLabels, detail.paymentCycle)}</Fact>
        <Fact label={t`Next payday`}>{detail.nextPayday ? day(detail.nextPayday) : '—'}</Fact>
        <Fact label={t`Registered`}>{instant(detail.registeredTime)}</Fact>
        <Fact label={t`Last login`}>{instant(detail.lastLoginTime)}</Fact>
        <Fact label={t`Last connection`}>{instant(row.lastConnectionTime)}</Fact>
      </Facts>
    </div>
  )
}
