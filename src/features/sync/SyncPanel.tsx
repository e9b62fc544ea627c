import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { type OutboxEntry, parkedAsFailing, retryable, sendableInOrder } from '../../../db/outbox.ts'
import { formatDateTime } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { failureWords } from './failureWords.ts'
import { actionLabelOf, type SyncAreas } from './syncAreas.ts'

export interface SyncPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The user's entries, refused ones first (useSyncQueue); undefined while first read. */
  entries: OutboxEntry[] | undefined
  timeZone: string
  areas: SyncAreas
  onRetry: (id: string) => void
  /** Opens a refused write back in its form, with what was typed, to correct it and send it again. */
  onReopen: (id: string) => void
  /** Called once the user has confirmed, naming the write. */
  onDiscard: (id: string) => void
  onSendNow: () => void
  /** Opens the screen of what the write changes (the case). */
  onOpenSubject: (path: string) => void
}

/**
 * The sync panel: the user's changes not yet taken by the server. Refused ones come first with the
 * server's reason and wait for her (retry, discard, open the case); the rest show as waiting to go.
 */
export function SyncPanel(props: SyncPanelProps) {
  const { t, i18n } = useLingui()
  const { open, onOpenChange, entries, areas, onDiscard } = props
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null)
  const parked = entries?.filter((entry) => entry.state === 'parked') ?? []
  const waiting = entries?.filter((entry) => entry.state !== 'parked') ?? []
  const heldBack = heldBehindFailing(entries ?? [])

  const nameOf = (entry: OutboxEntry) => {
    const label = actionLabelOf(areas, entry)
    return label ? i18n._(label) : entry.action
  }
  const change = discarding
    ? discarding.subject
      ? `${nameOf(discarding)} · ${discarding.subject.title}`
      : nameOf(discarding)
    : ''
  const typed = discarding ? areas[discarding.area]?.typedIn?.(discarding) : undefined

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={t`Changes to send`} wide>
        <div className="flex max-h-[70vh] flex-col gap-4 overflow-auto" data-testid="sync-panel">
          {entries?.length === 0 && (
            <p className="text-sm text-slate-600">{t`Every change has been sent.`}</p>
          )}
          {parked.length > 0 && (
            <section>
              <h3 className="text-sm font-semibold text-red-800">{t`Refused by the server: needs your decision`}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {parked.map((entry) => (
                  <EntryItem key={entry.id} entry={entry} name={nameOf(entry)} {...props}>
                    {retryable(entry) && (
                      <Button size="small" variant="secondary" onClick={() => props.onRetry(entry.id)}>
                        {t`Retry`}
                      </Button>
                    )}
                    {areas[entry.area]?.reopens?.(entry) && (
                      <Button size="small" variant="secondary" onClick={() => props.onReopen(entry.id)}>
                        {t`Edit and send again`}
                      </Button>
                    )}
                    <Button size="small" variant="secondary" onClick={() => setDiscarding(entry)}>
                      {t`Discard`}
                    </Button>
                  </EntryItem>
                ))}
              </ul>
            </section>
          )}
          {waiting.length > 0 && (
            <section>
              <div className="flex items-center justify-between gap-4">
                <h3 className="text-sm font-semibold text-slate-800">{t`Waiting to be sent`}</h3>
                <Button size="small" variant="secondary" onClick={props.onSendNow}>
                  {t`Send now`}
                </Button>
              </div>
              <ul className="mt-2 flex flex-col gap-2">
                {waiting.map((entry) => (
                  <EntryItem
                    key={entry.id}
                    entry={entry}
                    name={nameOf(entry)}
                    heldBack={heldBack.has(entry.id)}
                    {...props}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>
      </Dialog>
      <Dialog
        open={discarding !== null}
        onOpenChange={(shown) => !shown && setDiscarding(null)}
        title={t`Discard “${change}”?`}
        description={
          typed === undefined
            ? t`This change will never be sent. It cannot be undone.`
            : t`This change will never be sent, and what was typed in it is lost with it. It cannot be undone.`
        }
      >
        {typed !== undefined && (
          <blockquote
            data-testid="sync-discard-typed"
            className="mb-4 max-h-40 overflow-auto whitespace-pre-wrap rounded-md border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900"
          >
            {typed}
          </blockquote>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDiscarding(null)}>
            {t`Keep it`}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (discarding) onDiscard(discarding.id)
              setDiscarding(null)
            }}
          >
            {t`Discard this change`}
          </Button>
        </div>
      </Dialog>
    </>
  )
}

/**
 * The waiting writes that wait behind one the server kept failing on, on the same subject: they go
 * once it is retried and taken, or discarded (db/outbox.ts sendableInOrder).
 */
function heldBehindFailing(entries: readonly OutboxEntry[]): Set<string> {
  const sendable = sendableInOrder()
  const inOrder = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
  return new Set(
    inOrder.filter((entry) => !sendable(entry) && entry.state !== 'parked').map((entry) => entry.id),
  )
}

function EntryItem({
  entry,
  name,
  heldBack = false,
  timeZone,
  onOpenSubject,
  children,
}: SyncPanelProps & { entry: OutboxEntry; name: string; heldBack?: boolean; children?: ReactNode }) {
  const { t, i18n } = useLingui()
  const made = formatDateTime(entry.createdAt, timeZone)
  const attempts = entry.attempts
  const failing = parkedAsFailing(entry)
  const stateWords = { queued: t`Waiting`, sending: t`Sending…`, parked: failing ? t`Not sent` : t`Refused` }
  const subject = entry.subject
  const words = entry.lastError && failureWords(entry.lastError, i18n.locale === 'es' ? 'es' : 'en')
  const failures = entry.serverFailures ?? 0
  const reason = failing ? t`The server failed on this change ${failures} times: ${words}` : words
  return (
    <li
      data-testid="sync-entry"
      data-state={entry.state}
      className={`rounded-md border px-3 py-2 text-sm ${entry.state === 'parked' ? 'border-red-200 bg-red-50' : 'border-slate-200'}`}
    >
      <p className="font-medium text-slate-900">
        {name}
        {subject && <span className="font-normal text-slate-700"> · {subject.title}</span>}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">
        {stateWords[entry.state]} · {t`Made ${made}`} · {t`Attempts: ${attempts}`}
      </p>
      {entry.lastError && (
        <p className={`mt-1 text-xs ${entry.state === 'parked' ? 'text-red-800' : 'text-slate-600'}`}>
          {entry.state === 'parked' ? reason : t`Last try: ${reason}`}
        </p>
      )}
      {heldBack && (
        <p className="mt-1 text-xs text-slate-600" data-testid="sync-held-back">
          {subject?.key.startsWith('case:')
            ? t`Waits for an earlier change to this case that the server failed on.`
            : t`Waits for an earlier change to it that the server failed on.`}
        </p>
      )}
      {entry.state === 'parked' && entry.supersededBy !== undefined && (
        <p className="mt-1 text-xs font-medium text-slate-800" data-testid="sync-replaced">
          {t`Replaced by a later change`}
        </p>
      )}
      {(children || subject) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {children}
          {subject && (
            <Button size="small" variant="ghost" onClick={() => onOpenSubject(subject.openPath)}>
              {subject.key.startsWith('case:') ? t`Open the case` : t`Open it`}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
