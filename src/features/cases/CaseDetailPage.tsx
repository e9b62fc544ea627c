import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { useCurrentUser } from '../../api/session.ts'
import { Button } from '../../ui/Button.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { useMovePage, useTabLabel } from '../../ui/pageTab.ts'
import { Unavailable } from '../../ui/Unavailable.tsx'
import { CaseFacts } from './CaseFacts.tsx'
import { CaseHeader } from './CaseHeader.tsx'
import { CaseSections } from './CaseSections.tsx'
import { CaseSteps } from './CaseSteps.tsx'
import { mayTake } from './caseActions.ts'
import { caseListToReturnTo } from './caseListReturn.ts'
import { type CaseDetailRoute, caseIdOf, whereCaseBelongs } from './caseRoutes.ts'
import { caseTabLabel, useCaseLinkState } from './caseTabLabel.ts'
import { useCaseDetail } from './useCaseDetail.ts'
import { useCaseWrites } from './useCaseWrites.ts'

/** Where the case's Back link leads; `list` is the case list the user came from, when there is one. */
type Back = { href: string; label: string; list?: string | undefined }

function CaseUnavailable({ reason, back }: { reason: 'notYours' | 'notFound'; back: Back }) {
  const { t } = useLingui()
  return (
    <Unavailable
      title={reason === 'notYours' ? t`This case is not allocated to you` : t`This case does not exist`}
      explanation={
        reason === 'notYours'
          ? t`Only the people it is allocated to, their team leader and managers can open it. Ask your team leader if you think it should be yours.`
          : t`Check the case number, or find the case in your list.`
      }
      back={back}
    />
  )
}

function CaseDetailView({ caseId, route, back }: { caseId: number; route: CaseDetailRoute; back: Back }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const { detail, savedAt, reading, refreshing, failure, refresh } = useCaseDetail(caseId, user.userId)
  const writes = useCaseWrites(user, caseId, refresh)
  // The sellers' route shows sale cases and the all cases' route collection cases, nothing else.
  const belongs = detail && whereCaseBelongs(route, detail.row, user.menuIdList)
  useMovePage(belongs?.at === 'path' ? belongs.path : undefined)
  // The case's number and customer name; while the detail is not there, what the link that opened it
  // named, and a case that could not be loaded at all is still named by its number.
  const linked = useCaseLinkState()
  const named = detail ? caseTabLabel(detail.row) : linked ? caseTabLabel(linked) : undefined
  const unloaded = !detail && failure !== null
  const number = detail?.row.caseNo ?? linked?.caseNo ?? `#${caseId}`
  useTabLabel(belongs?.at === 'here' || (unloaded && !belongs) ? (named ?? t`Case ${number}`) : undefined)

  if (failure?.code === 'case.notYours' || failure?.type === 'forbidden')
    return <CaseUnavailable reason="notYours" back={back} />
  if (failure?.code === 'case.notFound' || belongs?.at === 'elsewhere')
    return <CaseUnavailable reason="notFound" back={back} />
  const loading = (
    <p role="status" className="p-8 text-center text-sm text-slate-500">
      {t`Loading the case…`}
    </p>
  )
  // On its way to the route it belongs at.
  if (belongs?.at === 'path') return loading
  if (!detail) {
    return reading || refreshing || !failure ? (
      loading
    ) : (
      <div
        role="alert"
        className="mx-auto mt-16 max-w-md rounded-lg bg-white p-8 text-center text-sm shadow-sm"
      >
        <p className="text-red-800">{t`Case ${number} could not be loaded: ${failure.message}`}</p>
        <Button variant="secondary" className="mt-3" onClick={refresh}>
          {t`Try again`}
        </Button>
      </div>
    )
  }
  const closed = detail.lifecycle.closed
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={back.href} className="text-sm text-brand-700 hover:underline">
          ← {back.label}
        </Link>
        {back.list && <CaseSteps caseId={caseId} userId={user.userId} listPath={back.list} />}
      </div>
      {writes.closedMeanwhile && (
        <div
          role="alert"
          className="flex items-center gap-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <span className="flex-1 font-medium">{t`Case closed already, please refresh this page`}</span>
          <Button variant="danger" onClick={writes.acknowledgeClosed}>
            {t`Refresh`}
          </Button>
        </div>
      )}
      {closed && !writes.closedMeanwhile && (
        <p className="rounded-md bg-slate-100 px-4 py-2 text-sm text-slate-700">
          {t`This case is closed: it takes no more records, to-dos or marks.`}
        </p>
      )}
      {!mayTake(user, 'addCollectionRecord') && (
        <p className="rounded-md bg-slate-100 px-4 py-2 text-sm text-slate-700">{t`You are reading this case; your role does not change cases.`}</p>
      )}
      <Freshness savedAt={savedAt} failure={failure} timeZone={user.timeZone} />
      <CaseHeader
        detail={detail}
        user={user}
        timeZone={user.timeZone}
        onMark={writes.mark}
        markWaiting={writes.pending.markWaiting}
      />
      <CaseFacts detail={detail} timeZone={user.timeZone} />
      <CaseSections detail={detail} user={user} timeZone={user.timeZone} writes={writes} />
    </div>
  )
}

/** A case's detail (allDetails and sellerDetails): kept copy first, then the server's. */
export default function CaseDetailPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui()
  const { menuIdList } = useCurrentUser()
  const seller = params.sellOrderId !== undefined
  const caseId = caseIdOf(params)
  const list = caseListToReturnTo(seller ? 'seller' : 'all', menuIdList)
  const back = list
    ? { href: list, label: t`Back to the case list`, list }
    : { href: '/welcome', label: t`Back to the welcome page` }
  if (caseId === undefined) return <CaseUnavailable reason="notFound" back={back} />
  return <CaseDetailView key={caseId} caseId={caseId} route={seller ? 'seller' : 'all'} back={back} />
}
