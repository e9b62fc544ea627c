import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleDb } from '../../../db/database.ts'
import {
  enqueue,
  markSending,
  markSent,
  markUnsent,
  type NewOutboxEntry,
  outboxOf,
  park,
} from '../../../db/outbox.ts'
import { onAnswerAwaited, onSyncWanted } from '../../api/sync/syncStatus.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { UnsentChangesDialog } from './UnsentChangesDialog.tsx'
import { useGuardedSignOut } from './useGuardedSignOut.ts'

const userId = 7
const otherUser = 8

const write = (id: string, user = userId): NewOutboxEntry => ({
  id,
  userId: user,
  area: 'cases',
  action: 'markDeal',
  path: '/collection/case/mark',
  payload: { caseId: 370, clientMutationId: id },
  subject: null,
  createdAt: 1,
})

/** The user menu's Quit, as UserMenu wires it. */
function Quit({ signOut }: { signOut: () => void }) {
  const guarded = useGuardedSignOut(userId, signOut)
  return (
    <>
      <button type="button" onClick={() => void guarded.requestSignOut()}>
        Quit
      </button>
      <UnsentChangesDialog
        count={guarded.unsent}
        onItsWay={guarded.onItsWay}
        busy={guarded.busy}
        onSendNow={guarded.sendNow}
        onDiscardAndSignOut={() => void guarded.discardAndSignOut()}
        onCancel={guarded.cancel}
      />
    </>
  )
}

function renderQuit() {
  const signedOut = { times: 0 }
  render(
    <I18nProvider i18n={i18n}>
      <Quit signOut={() => (signedOut.times += 1)} />
    </I18nProvider>,
  )
  return signedOut
}

const leftOnTheirWay: Array<() => void> = []

/** The sync runner's send of `id`, under way until the test gives its answer. */
async function onItsWay(id: string) {
  expect(await markSending(id)).toBe(true)
  let answer!: () => void
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const stopAnswering = onAnswerAwaited(() => answered)
  // A test that fails before the answer leaves no send for the next test's sign-out to wait on.
  leftOnTheirWay.push(() => {
    answer()
    stopAnswering()
  })
  return {
    async gotThrough() {
      await markSent(id)
      answer()
      stopAnswering()
    },
    async failed() {
      await markUnsent(id, { code: 'network', message: 'The server cannot be reached.' })
      answer()
      stopAnswering()
    },
  }
}

const quit = () => fireEvent.click(screen.getByRole('button', { name: 'Quit' }))
const ids = async (user: number) => (await outboxOf(user)).map((entry) => entry.id)

beforeEach(async () => {
  await consoleDb.outbox.clear()
})
afterEach(() => {
  for (const answer of leftOnTheirWay.splice(0)) answer()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

describe('signing out with unsent changes', () => {
  it('signs out as before when the user has nothing unsent, whatever another user left', async () => {
    await enqueue(write('theirs', otherUser))
    const signedOut = renderQuit()
    quit()
    await waitFor(() => expect(signedOut.times).toBe(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks first, naming the count, refused ones included; cancel keeps everything and the session', async () => {
    await enqueue(write('a'))
    await enqueue(write('b'))
    await park('b', { code: 'case.closed', message: 'Case closed already' })
    const signedOut = renderQuit()
    quit()
    const question = await screen.findByRole('dialog', { name: '2 changes have not been sent' })
    expect(question.textContent).toContain('they will never be sent')
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(signedOut.times).toBe(0)
    expect(await ids(userId)).toEqual(['a', 'b'])
  })

  it('sends now on request and stays signed in', async () => {
    await enqueue(write('a'))
    let asked = 0
    const stop = onSyncWanted(() => {
      asked += 1
    })
    const signedOut = renderQuit()
    quit()
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }))
    await waitFor(() => expect(asked).toBe(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(signedOut.times).toBe(0)
    expect(await ids(userId)).toEqual(['a'])
    stop()
  })

  it('discards only this user’s changes, the ones named, and then signs out', async () => {
    await enqueue(write('a'))
    await enqueue(write('theirs', otherUser))
    const signedOut = renderQuit()
    quit()
    fireEvent.click(await screen.findByRole('button', { name: 'Discard 1 change and sign out' }))
    await waitFor(() => expect(signedOut.times).toBe(1))
    expect(await ids(userId)).toEqual([])
    expect(await ids(otherUser)).toEqual(['theirs'])
  })

  it('asks again, with the new count, when a change was made after the question', async () => {
    await enqueue(write('a'))
    const signedOut = renderQuit()
    quit()
    await screen.findByRole('dialog', { name: '1 change has not been sent' })
    await enqueue(write('b'))
    fireEvent.click(screen.getByRole('button', { name: 'Discard 1 change and sign out' }))
    await screen.findByRole('dialog', { name: '2 changes have not been sent' })
    expect(signedOut.times).toBe(0)
    expect(await ids(userId)).toEqual(['a', 'b'])
  })

  it('discards only the changes it named: one sent meanwhile and another queued in another tab make it ask again', async () => {
    await enqueue(write('a'))
    await enqueue(write('b'))
    const signedOut = renderQuit()
    quit()
    await screen.findByRole('dialog', { name: '2 changes have not been sent' })
    await markSending('a')
    await markSent('a')
    await enqueue(write('fromAnotherTab'))
    const discardTwo = () => screen.getByRole('button', { name: 'Discard 2 changes and sign out' })
    fireEvent.click(discardTwo())
    await waitFor(() => expect((discardTwo() as HTMLButtonElement).disabled).toBe(false))
    expect(signedOut.times).toBe(0)
    expect(await ids(userId)).toEqual(['b', 'fromAnotherTab'])
    fireEvent.click(discardTwo())
    await waitFor(() => expect(signedOut.times).toBe(1))
    expect(await ids(userId)).toEqual([])
  })

  it('asks in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    await enqueue(write('a'))
    await enqueue(write('b'))
    renderQuit()
    quit()
    await screen.findByRole('dialog', { name: '2 cambios no se han enviado' })
    expect(screen.getByRole('button', { name: 'Descartar 2 cambios y salir' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar ahora' })).toBeTruthy()
  })

  it('says the change on its way cannot be called back, waits for its answer, and leaves nothing to send at the next sign-in', async () => {
    await enqueue(write('a'))
    await enqueue(write('b'))
    await enqueue(write('c'))
    const send = await onItsWay('a')
    const signedOut = renderQuit()
    quit()
    const question = await screen.findByRole('dialog', { name: '3 changes have not been sent' })
    expect(question.textContent).toContain(
      '1 change is already on its way to the server and cannot be called back; signing out waits for its answer, and discards it if it does not get through.',
    )
    expect(question.textContent).toContain('The other 2 will be discarded and never sent.')
    fireEvent.click(within(question).getByRole('button', { name: 'Discard 2 changes and sign out' }))
    await screen.findByRole('status')
    expect(screen.getByRole('status').textContent).toBe('Waiting for the server’s answer…')
    fireEvent.keyDown(question, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: '3 changes have not been sent' })).toBeTruthy()
    expect(await ids(userId)).toEqual(['a'])
    expect(signedOut.times).toBe(0)
    await send.failed()
    await waitFor(() => expect(signedOut.times).toBe(1))
    expect(await ids(userId)).toEqual([])
  })

  it('with only the change on its way, signs out after its answer, which settles it', async () => {
    await enqueue(write('a'))
    const send = await onItsWay('a')
    const signedOut = renderQuit()
    quit()
    const question = await screen.findByRole('dialog', { name: '1 change has not been sent' })
    expect(question.textContent).not.toContain('will be discarded and never sent')
    fireEvent.click(within(question).getByRole('button', { name: 'Sign out after its answer' }))
    await screen.findByRole('status')
    expect(signedOut.times).toBe(0)
    await send.gotThrough()
    await waitFor(() => expect(signedOut.times).toBe(1))
    expect(await ids(userId)).toEqual([])
  })

  it('says in Spanish which change is on its way', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    await enqueue(write('a'))
    await enqueue(write('b'))
    await enqueue(write('c'))
    const send = await onItsWay('a')
    renderQuit()
    quit()
    const question = await screen.findByRole('dialog', { name: '3 cambios no se han enviado' })
    expect(question.textContent).toContain(
      '1 cambio ya va camino del servidor y no se puede recuperar; la salida espera su respuesta y lo descarta si no llega.',
    )
    expect(question.textContent).toContain('Los otros 2 se descartarán y nunca se enviarán.')
    expect(within(question).getByRole('button', { name: 'Descartar 2 cambios y salir' })).toBeTruthy()
    await send.gotThrough()
  })
})
