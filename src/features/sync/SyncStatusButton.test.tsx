import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { consoleDb } from '../../../db/database.ts'
import {
  enqueue,
  markSending,
  markSent,
  markUnsent,
  type NewOutboxEntry,
  outboxOf,
  park,
  parkAsFailing,
} from '../../../db/outbox.ts'
import { onSyncWanted, publishSyncStatus } from '../../api/sync/syncStatus.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { Toaster } from '../../ui/toast.tsx'
import { SyncStatusButton } from './SyncStatusButton.tsx'
import type { SyncAreas } from './syncAreas.ts'

const userId = 7
const otherUser = 8

// The app's registry holds the areas' own texts and hooks (src/app/outboxAreas.ts); here, a stand-in.
const discardedByArea: string[] = []
const reopenedByArea: Array<{ id: string; timeZone: string }> = []
// Set by a test: the path a reopened write's form is on, or undefined when a draft waits there already.
let reopenedPath: string | undefined
const areas: SyncAreas = {
  cases: {
    texts: {
      markDeal: { label: { id: 'test.markDeal', message: 'Mark as deal' } },
      addTodo: { label: { id: 'test.addTodo', message: 'Add to-do' } },
    },
    discarded: async (entry) => void discardedByArea.push(entry.id),
    reopens: (entry) => entry.action === 'addCollectionRecord',
    reopen: async (entry, timeZone) => {
      reopenedByArea.push({ id: entry.id, timeZone })
      return reopenedPath
    },
    typedIn: (entry) => (entry.payload as { record?: { recordText?: string } }).record?.recordText,
  },
}

const write = (id: string, caseId: number, action = 'markDeal', user = userId): NewOutboxEntry => ({
  id,
  userId: user,
  area: 'cases',
  action,
  path: '/collection/case/mark',
  payload: { caseId, clientMutationId: id },
  subject: {
    key: `case:${caseId}`,
    title: `C00000${caseId} · Customer ${caseId}`,
    openPath: `/cases/all/details/${caseId}`,
  },
  createdAt: Date.UTC(2026, 10, 23, 9, 5),
})

const closedCase = { code: 'case.closed', message: 'Case closed already, please refresh this page' }

function renderHeader() {
  const memory = memoryLocation({ path: '/welcome', record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
      <Router hook={memory.hook}>
        <SyncStatusButton userId={userId} timeZone="Africa/Lagos" areas={areas} />
      </Router>
    </I18nProvider>,
  )
  return memory
}

const text = (element: Element | null | undefined) => element?.textContent ?? ''
const indicator = () => screen.getByTestId('sync-indicator')
const entries = () => screen.getAllByTestId('sync-entry')
const openPanel = async () => {
  fireEvent.click(indicator())
  return screen.findByTestId('sync-panel')
}

beforeEach(async () => {
  await consoleDb.outbox.clear()
  publishSyncStatus({ connection: 'online', retryAt: null })
})
afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

describe('the header’s sync corner', () => {
  it('counts the user’s pending changes as the outbox changes, refused ones apart, another user’s never', async () => {
    renderHeader()
    expect(text(indicator())).toContain('Online')
    expect(screen.queryByTestId('sync-pending')).toBeNull()

    await act(() => enqueue(write('a', 370)))
    await act(() => enqueue(write('b', 371)))
    await act(() => enqueue(write('c', 372, 'markDeal', otherUser)))
    await waitFor(() => expect(text(screen.getByTestId('sync-pending'))).toContain('2 pending'))

    await act(() => markSending('a'))
    await act(() => park('b', closedCase))
    await waitFor(() => expect(text(screen.getByTestId('sync-parked'))).toContain('1 needs attention'))
    expect(text(screen.getByTestId('sync-pending'))).toContain('1 pending')

    await act(() => markSent('a'))
    await waitFor(() => expect(screen.queryByTestId('sync-pending')).toBeNull())
    expect(text(screen.getByTestId('sync-parked'))).toContain('1 needs attention')
  })

  it('says where the connection stands, with the next try in the user’s time zone', async () => {
    renderHeader()
    const said = (status: Parameters<typeof publishSyncStatus>[0]) => {
      act(() => publishSyncStatus(status))
      return screen.getByTestId('sync-connection').textContent
    }
    expect(said({ connection: 'offline', retryAt: null })).toBe('Offline')
    expect(said({ connection: 'sending', retryAt: null })).toBe('Sending…')
    // 10:15:30 UTC is 11:15:30 in Lagos.
    expect(said({ connection: 'retrying', retryAt: Date.UTC(2026, 10, 23, 10, 15, 30) })).toBe(
      'Retrying at 11:15:30',
    )
    expect(said({ connection: 'signInNeeded', retryAt: null })).toBe('Sign in to send')
  })
})

describe('the sync panel', () => {
  it('lists refused writes first with the server’s reason, and waiting ones after', async () => {
    await enqueue(write('a', 370, 'addTodo'))
    await enqueue(write('b', 371))
    await park('b', closedCase)
    renderHeader()
    await openPanel()
    await waitFor(() => expect(entries()).toHaveLength(2))
    const [refused, waiting] = entries()
    expect(refused?.dataset.state).toBe('parked')
    expect(text(refused)).toContain('Mark as deal · C00000371 · Customer 371')
    expect(text(refused)).toContain('Case closed already, please refresh this page')
    // Made at 09:05 UTC, 10:05 in Lagos.
    expect(text(refused)).toMatch(/Made .*10:05/)
    expect(text(refused)).toContain('Attempts: 0')
    expect(text(waiting)).toContain('Add to-do · C00000370 · Customer 370')
    expect(text(waiting)).toContain('Waiting')
    expect(within(waiting as HTMLElement).queryByRole('button', { name: 'Discard' })).toBeNull()
  })

  it('retries a refused write with its own id and asks the runner to send now', async () => {
    await enqueue(write('b', 371))
    await park('b', closedCase)
    let asked = 0
    const stop = onSyncWanted(() => {
      asked += 1
    })
    renderHeader()
    await openPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(asked).toBe(1))
    expect(await outboxOf(userId)).toMatchObject([{ id: 'b', state: 'queued' }])
    stop()
  })

  it('offers no retry for a write this browser parked as too old to send safely, only discard', async () => {
    await enqueue(write('old', 371))
    await park('old', { code: 'outbox.tooOld', message: 'This change waited too long to be sent safely' })
    renderHeader()
    await openPanel()
    const [refused] = await screen.findAllByTestId('sync-entry')
    expect(text(refused)).toContain('This change waited too long to be sent safely')
    expect(within(refused as HTMLElement).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(refused as HTMLElement).getByRole('button', { name: 'Discard' })).toBeTruthy()
  })

  it('offers no retry for a record refused as made in the future: its stamps would be refused again; it is edited and sent again, or discarded, in both languages', async () => {
    await enqueue(write('r', 371, 'addCollectionRecord'))
    await park('r', {
      code: 'request.invalid',
      message: 'Time the record was made: the time the record was made cannot be in the future',
    })
    renderHeader()
    await openPanel()
    const [refused] = await screen.findAllByTestId('sync-entry')
    expect(within(refused as HTMLElement).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(refused as HTMLElement).getByRole('button', { name: 'Edit and send again' })).toBeTruthy()
    expect(within(refused as HTMLElement).getByRole('button', { name: 'Discard' })).toBeTruthy()

    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    await waitFor(() =>
      expect(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Descartar' })).toBeTruthy(),
    )
    expect(within(entries()[0] as HTMLElement).queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })

  it('says a refused write a later change replaced, and offers only discard, in both languages', async () => {
    // As the cases area says (caseOutbox.supersedes): "no deal" replaces an earlier "deal" on the case.
    const dealAgain = (older: { action: string }, newer: { action: string }) =>
      older.action === 'markDeal' && newer.action === 'markNoDeal'
    await enqueue(write('deal', 371))
    await park('deal', closedCase)
    await enqueue(write('noDeal', 371, 'markNoDeal'), undefined, dealAgain)
    renderHeader()
    await openPanel()
    const [refused] = await screen.findAllByTestId('sync-entry')
    expect(text(refused)).toContain('Mark as deal · C00000371 · Customer 371')
    expect(text(refused)).toContain('Replaced by a later change')
    expect(within(refused as HTMLElement).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(refused as HTMLElement).getByRole('button', { name: 'Discard' })).toBeTruthy()

    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    await waitFor(() => expect(text(entries()[0])).toContain('Sustituido por un cambio posterior'))
    expect(within(entries()[0] as HTMLElement).queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })

  it('says a write the server kept failing on was not sent, with its answer, offers retry and discard, and says what waits behind it, in both languages', async () => {
    await enqueue(write('poisoned', 371))
    await enqueue(write('behind', 371, 'addTodo'))
    await enqueue(write('elsewhere', 372, 'addTodo'))
    await parkAsFailing(
      'poisoned',
      {
        code: 'server.failure',
        message: 'Something went wrong on the server; the change was not saved. Please try again.',
      },
      5,
    )
    renderHeader()
    await openPanel()
    await waitFor(() => expect(entries()).toHaveLength(3))
    const [failed, behind, elsewhere] = entries()
    expect(failed?.dataset.state).toBe('parked')
    expect(text(failed)).toContain(
      'The server failed on this change 5 times: Something went wrong on the server; the change was not saved.',
    )
    expect(within(failed as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(within(failed as HTMLElement).getByRole('button', { name: 'Discard' })).toBeTruthy()
    expect(text(behind)).toContain('Waits for an earlier change to this case that the server failed on.')
    expect(within(elsewhere as HTMLElement).queryByTestId('sync-held-back')).toBeNull()

    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    await waitFor(() =>
      expect(text(entries()[0])).toContain(
        'El servidor falló con este cambio 5 veces: Algo salió mal en el servidor; el cambio no se guardó.',
      ),
    )
    expect(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Reintentar' })).toBeTruthy()
    expect(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Descartar' })).toBeTruthy()
    expect(text(entries()[1])).toContain(
      'Espera un cambio anterior de este caso con el que falló el servidor.',
    )

    fireEvent.click(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Reintentar' }))
    await waitFor(async () =>
      expect(await outboxOf(userId)).toMatchObject([
        { id: 'poisoned', state: 'queued', serverFailures: 0 },
        {},
        {},
      ]),
    )
  })

  it('sends the waiting writes now on request', async () => {
    await enqueue(write('a', 370))
    let asked = 0
    const stop = onSyncWanted(() => {
      asked += 1
    })
    renderHeader()
    await openPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }))
    expect(asked).toBe(1)
    stop()
  })

  it('discards a refused write only once asked, naming it, and then exactly that one', async () => {
    await enqueue(write('a', 370))
    await enqueue(write('b', 371))
    await enqueue(write('c', 372))
    await park('b', closedCase)
    await park('c', closedCase)
    renderHeader()
    await openPanel()
    await waitFor(() => expect(entries()).toHaveLength(3))
    fireEvent.click(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Discard' }))

    const question = await screen.findByRole('dialog', {
      name: 'Discard “Mark as deal · C00000371 · Customer 371”?',
    })
    expect(text(question)).toContain('This change will never be sent.')
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Discard “/ })).toBeNull())
    expect((await outboxOf(userId)).map((entry) => entry.id)).toEqual(['a', 'b', 'c'])

    fireEvent.click(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Discard' }))
    const again = await screen.findByRole('dialog', { name: /Discard “Mark as deal · C00000371/ })
    fireEvent.click(within(again).getByRole('button', { name: 'Discard this change' }))
    await waitFor(async () => expect((await outboxOf(userId)).map((entry) => entry.id)).toEqual(['a', 'c']))
    await waitFor(() => expect(entries()).toHaveLength(2))
    // The area took back what it showed for that write, and for no other.
    expect(discardedByArea).toEqual(['b'])
  })

  it('says, before a refused record is discarded, the notes that go with it, in both languages', async () => {
    const notes = 'Sister says he is paid on Friday; call after 6 pm'
    await enqueue({
      ...write('r', 371, 'addCollectionRecord'),
      payload: { caseId: 371, clientMutationId: 'r', record: { recordText: notes } },
    })
    await park('r', { code: 'record.madeAtInFuture', message: 'made in the future' })
    renderHeader()
    await openPanel()
    await waitFor(() => expect(entries()).toHaveLength(1))
    fireEvent.click(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Discard' }))
    const question = await screen.findByRole('dialog', { name: /^Discard “/ })
    expect(text(question)).toContain('what was typed in it is lost with it')
    expect(text(within(question).getByTestId('sync-discard-typed'))).toBe(notes)
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Discard “/ })).toBeNull())

    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    fireEvent.click(within(entries()[0] as HTMLElement).getByRole('button', { name: 'Descartar' }))
    const enEspañol = await screen.findByRole('dialog', { name: /^¿Descartar/ })
    expect(text(within(enEspañol).getByTestId('sync-discard-typed'))).toBe(notes)
    expect(text(enEspañol)).not.toContain('what was typed')
    expect((await outboxOf(userId)).map((entry) => entry.id)).toEqual(['r'])
  })

  it('opens a refused record back in its form on the case, closing the panel; not when a draft waits there', async () => {
    reopenedByArea.length = 0
    await enqueue(write('r', 371, 'addCollectionRecord'))
    await enqueue(write('m', 372))
    await park('r', { code: 'record.madeAtInFuture', message: 'made in the future' })
    await park('m', closedCase)
    reopenedPath = undefined
    const memory = renderHeader()
    await openPanel()
    await waitFor(() => expect(entries()).toHaveLength(2))
    const [record, mark] = entries()
    expect(within(mark as HTMLElement).queryByRole('button', { name: 'Edit and send again' })).toBeNull()
    fireEvent.click(within(record as HTMLElement).getByRole('button', { name: 'Edit and send again' }))
    expect(
      await screen.findByText(
        'A draft of this form waits already: save or discard it, then open this change again.',
      ),
    ).toBeTruthy()
    expect(memory.history.at(-1)).toBe('/welcome')

    reopenedPath = '/cases/all/details/371'
    fireEvent.click(within(record as HTMLElement).getByRole('button', { name: 'Edit and send again' }))
    await waitFor(() => expect(memory.history.at(-1)).toBe('/cases/all/details/371'))
    await waitFor(() => expect(screen.queryByTestId('sync-panel')).toBeNull())
    expect(reopenedByArea).toEqual([
      { id: 'r', timeZone: 'Africa/Lagos' },
      { id: 'r', timeZone: 'Africa/Lagos' },
    ])
  })

  it('opens the case a write changes, closing the panel', async () => {
    await enqueue(write('b', 371))
    await park('b', closedCase)
    const memory = renderHeader()
    await openPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Open the case' }))
    expect(memory.history.at(-1)).toBe('/cases/all/details/371')
    await waitFor(() => expect(screen.queryByTestId('sync-panel')).toBeNull())
  })

  it('speaks Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    await enqueue(write('a', 370))
    await enqueue(write('b', 371))
    await enqueue(write('c', 372))
    await park('c', closedCase)
    await markSending('a')
    await markUnsent('a', {
      code: 'network',
      message: 'The server cannot be reached; check the network and try again.',
    })
    renderHeader()
    await waitFor(() => expect(text(screen.getByTestId('sync-pending'))).toContain('2 pendientes'))
    expect(text(screen.getByTestId('sync-parked'))).toContain('1 requiere atención')
    expect(text(indicator())).toContain('En línea')
    act(() => publishSyncStatus({ connection: 'offline', retryAt: null }))
    expect(text(indicator())).toContain('Sin conexión')
    await openPanel()
    expect(screen.getByRole('dialog', { name: 'Cambios por enviar' })).toBeTruthy()
    // The panel reads the entries once opened.
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar ahora' })).toBeTruthy()
    expect(screen.getByText('Pendiente de envío')).toBeTruthy()
    // Refused and failed while the desk was in English, read now in Spanish.
    const [refused, failed] = entries()
    expect(text(refused)).toContain('El caso ya está cerrado, actualice esta página')
    expect(text(failed)).toContain('No se puede contactar al servidor')
  })
})
