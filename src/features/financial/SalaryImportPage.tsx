import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Link, useLocation } from 'wouter'
import {
  type SalaryImportCheck,
  type SalaryRowProblem,
  salaryFileMaxBytes,
  salaryImportColumnWords,
  salaryKindWords,
} from '../../../contract/salary.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatMoney, formatNumber } from '../../i18n/format.ts'
import { uiLanguage } from '../../i18n/locale.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { ListTable } from '../../ui/ListScreen.tsx'
import { showToast } from '../../ui/toast.tsx'
import { salaryImportOffer, salaryImportTexts } from './salaryImportActions.ts'
import { checkSalaryFile, downloadFailedRows, salaryImportWrites } from './useSalary.ts'

/** Where an import is: nothing chosen, the file going up (how much), the server checking it, checked, saving. */
type Step =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'checking' }
  | { name: 'checked'; result: SalaryImportCheck }
  | { name: 'saving'; result: SalaryImportCheck }

/**
 * Financial › Salary › Import (salary/import): an .xlsx of adjustments is checked by the server with
 * nothing saved, each bad row shown with its row number, column and reason; the valid rows are saved
 * together only when the user confirms, and the failed rows come back as a workbook to fix.
 */
export default function SalaryImportPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const [refusal, setRefusal] = useState<string | null>(null)
  const [clientMutationId, setClientMutationId] = useState(() => crypto.randomUUID())
  const language = uiLanguage()

  async function check(chosen: File) {
    setFile(chosen)
    setRefusal(null)
    setClientMutationId(crypto.randomUUID())
    if (chosen.size > salaryFileMaxBytes) {
      setStep({ name: 'idle' })
      setRefusal(t`Excel file: the file is larger than 5 MB; split it into smaller files.`)
      return
    }
    setStep({ name: 'uploading', percent: 0 })
    try {
      const result = await checkSalaryFile(chosen, ({ sent, total }) => {
        const percent = total > 0 ? Math.round((sent / total) * 100) : 0
        setStep(percent >= 100 ? { name: 'checking' } : { name: 'uploading', percent })
      })
      setStep({ name: 'checked', result })
    } catch (error) {
      setStep({ name: 'idle' })
      setRefusal((error as Error).message)
    }
  }

  async function save(result: SalaryImportCheck) {
    if (!file) return
    setStep({ name: 'saving', result })
    try {
      const saved = await salaryImportWrites.confirm({ file, clientMutationId })
      showToast('success', i18n._(salaryImportTexts.confirm.done!(saved.saved)))
      navigate('/financial/salary')
    } catch (error) {
      setStep({ name: 'checked', result })
      setRefusal((error as Error).message)
    }
  }

  async function failedRows() {
    if (!file) return
    try {
      await downloadFailedRows(file)
    } catch (error) {
      showToast('error', t`The file could not be exported: ${(error as Error).message}`)
    }
  }

  const result = step.name === 'checked' || step.name === 'saving' ? step.result : null
  const busy = step.name === 'uploading' || step.name === 'checking' || step.name === 'saving'
  const columnWords = Object.values(salaryImportColumnWords).map((word) => word[language])

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-semibold text-slate-900">{t`Salary import`}</h1>
        <Link href="/financial/salary" className="text-sm text-brand-700 hover:underline">
          {t`Back to the salary`}
        </Link>
      </div>
      <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <span className="text-sm font-medium text-slate-800">{t`Excel file`}</span>
        {/* The browser's own file button speaks the browser's language: ours speaks the user's. */}
        <label
          htmlFor={inputId}
          className={`inline-flex w-fit cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {t`Choose an .xlsx file`}
          <input
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0]
              if (chosen) void check(chosen)
              event.currentTarget.value = ''
            }}
            aria-label={t`Excel file`}
            className="sr-only"
          />
        </label>
        <p className="text-xs text-slate-500">
          {t`An .xlsx workbook of at most 5 MB: its first row the headers ${columnWords.join(', ')}; one adjustment a row: the member's username, a day of the salary period, bonus, deduction or correction, the amount in the member's currency (a deduction written positive) and a note.`}
        </p>
        {file && <p className="text-sm text-slate-700">{file.name}</p>}
        {(step.name === 'uploading' || step.name === 'checking') && (
          <div className="flex flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t`Checking the file`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={step.name === 'uploading' ? step.percent : undefined}
              className="h-2 w-full max-w-md overflow-hidden rounded bg-slate-200"
            >
              <div
                className={`h-full bg-brand-600 ${step.name === 'checking' ? 'w-full animate-pulse' : ''}`}
                style={step.name === 'uploading' ? { width: `${step.percent}%` } : undefined}
              />
            </div>
            <p className="text-xs text-slate-600" aria-live="polite">
              {step.name === 'uploading' ? t`Uploading… ${step.percent}%` : t`Checking every row…`}
            </p>
          </div>
        )}
        <FormAlert message={refusal} />
      </section>
      {result && <CheckedFile result={result} />}
      {result && (
        <div className="flex flex-wrap items-center gap-2">
          {result.valid > 0 && (
            <ActionButton
              entry={salaryImportOffer('confirm')}
              user={user}
              subject={result.valid}
              tone="primary"
              busy={busy}
              onTake={() => save(result)}
            />
          )}
          {result.failed > 0 && (
            <ActionButton
              entry={salaryImportOffer('failedRows')}
              user={user}
              busy={busy}
              onTake={failedRows}
            />
          )}
        </div>
      )}
      {result && result.problems.length > 0 && (
        <ProblemTable problems={result.problems} failed={result.failed} />
      )}
    </div>
  )
}

function CheckedFile({ result }: { result: SalaryImportCheck }) {
  const { t } = useLingui()
  const language = uiLanguage()
  const rows = formatNumber(result.rows)
  const valid = formatNumber(result.valid)
  const failed = formatNumber(result.failed)
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
      aria-label={t`What the file holds`}
    >
      <p className="font-medium text-slate-900" data-testid="salary-import-summary">
        {t`${rows} rows: ${valid} valid, ${failed} with problems. Nothing is saved until you confirm.`}
      </p>
      {result.validTotals.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-3 text-slate-700">
          {result.validTotals.map((total) => (
            <li key={`${total.currency}:${total.kind}`} className="rounded-md bg-slate-50 px-2 py-1">
              {salaryKindWords[total.kind][language]} · {formatNumber(total.rows)} ·{' '}
              <span className="tabular-nums">{formatMoney(total.amount, total.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ProblemTable({ problems, failed }: { problems: SalaryRowProblem[]; failed: number }) {
  const { t } = useLingui()
  const language = uiLanguage()
  const shown = formatNumber(problems.length)
  return (
    <div className="flex flex-col gap-1">
      <h2 className="text-sm font-semibold text-slate-900">{t`Rows with problems`}</h2>
      {problems.length < failed && (
        <p className="text-xs text-slate-600">{t`The first ${shown} problems; the failed rows' workbook holds them all.`}</p>
      )}
      <ListTable
        label={t`Rows with problems`}
        rows={problems}
        rowKey={(problem) => `${problem.row}:${problem.field}`}
        messages={{ loading: t`Checking every row…`, empty: t`Every row is valid.` }}
        testId="salary-import-problems"
        columns={[
          { header: t`Row`, cell: (problem) => problem.row, align: 'end' },
          { header: t`Column`, cell: (problem) => salaryImportColumnWords[problem.field][language] },
          { header: t`Reason`, cell: (problem) => problem.message },
        ]}
      />
    </div>
  )
}
