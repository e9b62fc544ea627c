import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { useHistoryState } from 'wouter/use-browser-location'
import type { Actor } from '../../../contract/actions.ts'
import { mayOffer } from '../../../contract/actions.ts'
import { auditReads } from '../../../contract/auditActions.ts'
import { caseActions } from '../../../contract/caseActions.ts'
import type { CaseDetail } from '../../../contract/cases.ts'
import { draftKey, useDraftKept } from '../../../db/drafts.ts'
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx'
import { useActionOffers } from '../../ui/useActionOffer.ts'
import { AmountCutPanel } from './AmountCutPanel.tsx'
import { CollectionRecordsTable, LoansTable, RepaymentsTable } from './CaseRecordTables.tsx'
import { CollectionRecordForm } from './CollectionRecordForm.tsx'
import { allows, storedLifecycleOfDetail } from './caseActions.ts'
import { OfflineRepaymentPanel } from './OfflineRepaymentPanel.tsx'
import { PaymentLinkPanel } from './PaymentLinkPanel.tsx'
import { ProcessPanel } from './ProcessPanel.tsx'
import { TodoPanel } from './TodoPanel.tsx'
import type { useCaseWrites } from './useCaseWrites.ts'

type Section = 'todos' | 'records' | 'repayments' | 'amountCuts' | 'paymentLinks' | 'loans' | 'process'

interface CaseSectionsProps {
  detail: CaseDetail
  /**
   * Whose screen it is: a form shows only where the contract's rule lets them take its action, and
   * keeps its drafts under their id.
   */
  user: Actor & { userId: number }
  timeZone: string
  writes: ReturnType<typeof useCaseWrites>
}

/** The detail's tabs: to-dos, collection records, repayments, amount cuts, payment links, loans and the process view. */
export function CaseSections({ detail, user, timeZone, writes }: CaseSectionsProps) {
  const { t } = useLingui()
  const [section, setSection] = useState<Section>('records')
  const stored = storedLifecycleOfDetail(detail)
  const offerOf = useActionOffers()
  const recordOffer = offerOf(caseActions.addCollectionRecord, user)
  const todoOffer = offerOf(caseActions.addTodo, user)
  // The machine refuses both on a closed case.
  const mayRecord = recordOffer.offered && allows(stored, { type: 'ADD_COLLECTION_RECORD' })
  const mayTodo = todoOffer.offered && allows(stored, { type: 'ADD_TODO' })
  // Drafts are the user's own, on this case: another user or another case never reads them.
  const draftOf = (form: string) => draftKey({ userId: user.userId, form, subject: `case:${detail.row.id}` })
  const recordDraft = draftOf('collectionRecord')
  // A refused record opened back from the sync panel: the form opens anew, reading it from its draft.
  const reopened = useHistoryState<{ reopened?: string } | null>()?.reopened
  useEffect(() => {
    if (reopened) setSection('records')
  }, [reopened])
  const todoDraft = draftOf('todo')
  // A draft waiting in a section not shown is said on its tab, so it is not forgotten there.
  const drafts: Partial<Record<Section, boolean>> = {
    records: useDraftKept(recordDraft),
    todos: useDraftKept(todoDraft),
  }
  const sections: Array<{ id: Section; label: string; panel: () => ReactNode }> = [
    {
      id: 'records',
      label: t`Collection records (${detail.collectionRecords.length})`,
      panel: () => (
        <div className="flex flex-col gap-6">
          {mayRecord && (
            <CollectionRecordForm
              key={reopened ?? 'new'}
              named={detail.row}
              timeZone={timeZone}
              onSave={writes.addRecord}
              disabledReason={recordOffer.disabledReason}
              draftKey={recordDraft}
            />
          )}
          <CollectionRecordsTable detail={detail} timeZone={timeZone} pendingOf={writes.pending.ofRow} />
        </div>
      ),
    },
    {
      id: 'todos',
      label: t`To-do list (${detail.todos.filter((todo) => !todo.doneAt).length})`,
      panel: () => (
        <TodoPanel
          caseId={detail.row.id}
          todos={detail.todos}
          timeZone={timeZone}
          writable={mayTodo}
          disabledReason={todoOffer.disabledReason}
          onAdd={writes.addTodo}
          onSetDone={writes.setTodoDone}
          pendingOf={writes.pending.ofRow}
          draftKey={todoDraft}
        />
      ),
    },
    {
      id: 'repayments',
      label: t`Repayment records`,
      panel: () => (
        <div className="flex flex-col gap-6">
          <RepaymentsTable detail={detail} timeZone={timeZone} />
          <OfflineRepaymentPanel detail={detail} user={user} timeZone={timeZone} />
        </div>
      ),
    },
    {
      id: 'amountCuts',
      label: t`Amount cuts`,
      panel: () => <AmountCutPanel detail={detail} user={user} timeZone={timeZone} />,
    },
    {
      id: 'paymentLinks',
      label: t`Payment links`,
      panel: () => <PaymentLinkPanel detail={detail} user={user} timeZone={timeZone} />,
    },
    { id: 'loans', label: t`Loan records`, panel: () => <LoansTable detail={detail} timeZone={timeZone} /> },
    {
      id: 'process',
      label: t`Process`,
      panel: () => (
        <ProcessPanel
          caseId={detail.row.id}
          timeZone={timeZone}
          mayAudit={mayOffer(auditReads.history.whoMay, user)}
        />
      ),
    },
  ]
  const current = sections.find((entry) => entry.id === section) ?? sections[0]!
  return (
    <section className="rounded-lg bg-white shadow-sm">
      <div
        role="tablist"
        aria-label={t`Case sections`}
        className="flex flex-wrap gap-1 border-b border-slate-200 px-3 pt-2"
      >
        {sections.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`case-tab-${entry.id}`}
            aria-selected={entry.id === section}
            aria-controls={`case-panel-${entry.id}`}
            onClick={() => setSection(entry.id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${
              entry.id === section
                ? 'border-brand-600 font-medium text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {entry.label}
            {drafts[entry.id] && entry.id !== section && (
              <span className="ml-1.5 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                {t`Draft`}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`case-panel-${current.id}`}
        aria-labelledby={`case-tab-${current.id}`}
        className="p-5"
      >
        <ErrorBoundary key={current.id}>{current.panel()}</ErrorBoundary>
      </div>
    </section>
  )
}
