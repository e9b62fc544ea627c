import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaseMark } from '../../../contract/cases.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { ApiError } from '../../api/apiError.ts'
import { publishSyncStatus } from '../../api/sync/syncStatus.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { Toaster } from '../../ui/toast.tsx'
import { CaseHeader } from './CaseHeader.tsx'
import type { WriteResult } from './useCaseWrites.ts'

afterEach(cleanup)

type OnMark = (mark: CaseMark) => Promise<WriteResult<unknown>>

function renderHeader(
  onMark: OnMark = vi.fn<OnMark>(async () => ({ ok: true, value: null })),
  roleId: number = roleIds.collector,
  markWaiting = false,
) {
  const detail = sampleCaseDetail(154)
  const user = { userId: 7, teamId: null, roleId, menuIdList: [menuIds.cases, menuIds.allCases] }
  render(
    <I18nProvider i18n={i18n}>
      <CaseHeader
        detail={detail}
        user={user}
        timeZone="Africa/Lagos"
        onMark={onMark}
        markWaiting={markWaiting}
      />
      <Toaster />
    </I18nProvider>,
  )
  return { onMark, caseNo: detail.row.caseNo }
}

// Toasts outlive a test (they go after a few seconds): each test looks for its own words.
const notices = (role: 'status' | 'alert') => screen.queryAllByRole(role).map((toast) => toast.textContent)
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })))

describe('the marks on a case detail', () => {
  it('are labelled as actions: an open case without a deal offers Mark as deal', () => {
    renderHeader()
    expect(within(screen.getByTestId('case-badges')).getByText('No deal')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mark as deal' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull()
  })

  it('a deal is marked at once and a notice names the case', async () => {
    const { onMark, caseNo } = renderHeader()
    await click('Mark as deal')
    expect(onMark).toHaveBeenCalledWith('MARK_DEAL')
    expect(notices('status')).toContain(`${caseNo} is marked as deal`)
  })

  it('marked without a connection, the notice says the mark is kept on this device until it returns', async () => {
    publishSyncStatus({ connection: 'offline', retryAt: null })
    const { caseNo } = renderHeader()
    await click('Mark as deal')
    expect(notices('status')).toContain(
      `${caseNo} is marked as deal. Kept on this device: it is sent when the connection returns.`,
    )
    publishSyncStatus({ connection: 'online', retryAt: null })
  })

  it('activating an extension asks first, naming the case and what the customer will see; cancel sends nothing', async () => {
    const { onMark, caseNo } = renderHeader()
    await click('Activate extension')
    expect(notices('status')).not.toContain(`Extension activated on ${caseNo}`)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe(
      `Activate the extension on ${caseNo} (Customer 154)?`,
    )
    expect(dialog.textContent).toContain('The customer sees the extension in the loan app at once.')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onMark).not.toHaveBeenCalled()
  })

  it('opening delayed repayment is sent once confirmed, and says so', async () => {
    const { onMark, caseNo } = renderHeader()
    await click('Open delayed repayment')
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain(`Open delayed repayment on ${caseNo} (Customer 154)?`)
    expect(dialog.textContent).toContain('request-delay action in the loan app')
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Open delayed repayment' })),
    )
    expect(onMark).toHaveBeenCalledExactlyOnceWith('OPEN_DELAYED_REPAYMENT')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(notices('status')).toContain(`Delayed repayment opened on ${caseNo}`)
  })

  it('a mark the browser could not keep says why, and no success notice', async () => {
    const refusal = new ApiError({
      type: 'business',
      code: 'client.failure',
      message: 'QuotaExceededError: the browser has no room left',
    })
    const { caseNo } = renderHeader(async () => ({ ok: false, error: refusal }))
    await click('Pin on top')
    expect(notices('alert')).toContain('QuotaExceededError: the browser has no room left')
    expect(notices('status')).not.toContain(`${caseNo} pinned on top`)
  })

  it('a mark not yet on the server is shown as waiting to be sent', () => {
    renderHeader(undefined, roleIds.collector, true)
    expect(within(screen.getByTestId('case-badges')).getByText('Waiting to be sent')).toBeTruthy()
  })

  it('says so in Spanish too, and nothing once the server has it', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderHeader(undefined, roleIds.collector, true)
    expect(within(screen.getByTestId('case-badges')).getByText('Pendiente de envío')).toBeTruthy()
    cleanup()
    i18n.loadAndActivate({ locale: 'en', messages: english })
    renderHeader()
    expect(within(screen.getByTestId('case-badges')).queryByText('Waiting to be sent')).toBeNull()
  })
  it('an auditor is offered no mark, and may still ask for the full number', () => {
    renderHeader(undefined, roleIds.auditor)
    expect(screen.queryByRole('group', { name: 'Marks' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Mark as|Pin on top|Activate/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Show full number' })).toBeTruthy()
  })
})

describe('offline', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    i18n.loadAndActivate({ locale: 'en', messages: english })
  })
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const describedBy = (element: HTMLElement) =>
    document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

  it('the full number needs the server: Show full number is disabled and says why; the marks stay offered', () => {
    goOffline()
    renderHeader()
    const reveal = screen.getByRole('button', { name: 'Show full number' }) as HTMLButtonElement
    expect(reveal.disabled).toBe(true)
    expect(describedBy(reveal)).toBe('This needs the server, and you are offline.')
    expect((screen.getByRole('button', { name: 'Mark as deal' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says why in Spanish too', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    goOffline()
    renderHeader()
    const reveal = screen.getByRole('button', { name: 'Ver número completo' }) as HTMLButtonElement
    expect(reveal.disabled).toBe(true)
    expect(describedBy(reveal)).toBe('Esto necesita el servidor y está sin conexión.')
  })

  it('online, the full number is offered', () => {
    renderHeader()
    const reveal = screen.getByRole('button', { name: 'Show full number' }) as HTMLButtonElement
    expect(reveal.disabled).toBe(false)
    expect(reveal.getAttribute('aria-describedby')).toBeNull()
  })
})

describe('the full number behind the password', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    i18n.loadAndActivate({ locale: 'en', messages: english })
  })
  const answerReveal = (answer: string) =>
    fakeApi({
      '/collection/case/revealPhone': (_query, body) =>
        (body as URLSearchParams).get('answer') === answer
          ? { data: { phone: '2348031234567' } }
          : {
              code: 'case.revealRefused',
              message: 'The password is not correct; the number stays hidden.',
              status: 422,
            },
    })
  const typePassword = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })

  it('a wrong password is said in the dialog, which stays open; the right one shows the number', async () => {
    answerReveal('right one')
    renderHeader()
    await click('Show full number')
    typePassword('Your password', 'wrong')
    await click('Show number')
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The password is not correct; the number stays hidden.',
    )
    expect(screen.getByTestId('case-phone').textContent).not.toBe('2348031234567')
    typePassword('Your password', 'right one')
    await click('Show number')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('case-phone').textContent).toBe('2348031234567')
  })

  it('an empty password is refused under the field before anything is sent, in Spanish too', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const { calls } = answerReveal('right one')
    renderHeader()
    await click('Ver número completo')
    await click('Ver número')
    expect(calls).toHaveLength(0)
    expect(screen.getByLabelText('Su contraseña').getAttribute('aria-invalid')).toBe('true')
  })

  it('Cancel closes without asking: a password is not kept', async () => {
    answerReveal('right one')
    renderHeader()
    await click('Show full number')
    typePassword('Your password', 'half typed')
    await click('Cancel')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
