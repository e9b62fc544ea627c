import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { caseProcess } from '../../../contract/cases.ts'
import type { AnswerOf } from '../../../contract/endpoint.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { ProcessPanel } from './ProcessPanel.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

const start = 'unpaid · noDeal · none · inactive · notOffered'
const dealt = 'unpaid · deal · none · inactive · notOffered'
const step = (id: number, event: string, fromState: string, toState: string) => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  actor: 'Chinedu Okafor',
  event,
  payload: {},
  fromState,
  toState,
  machine: 'caseLifecycle@1',
  cause: null,
})

/** A deal marked, then marked again: the second step went into the audit past the machine. */
const markedTwice: AnswerOf<typeof caseProcess> = {
  transitions: [step(11, 'MARK_DEAL', start, dealt), step(12, 'MARK_DEAL', dealt, dealt)],
  replayMatches: true,
  refused: [
    { id: 12, event: 'MARK_DEAL', fromState: dealt, machine: 'caseLifecycle@1', reason: 'notAllowed' },
  ],
}

function show(process: AnswerOf<typeof caseProcess>) {
  fakeApi({ '/collection/case/process': () => ({ data: process }) })
  render(
    <I18nProvider i18n={i18n}>
      <ProcessPanel caseId={5} timeZone="Africa/Lagos" />
    </I18nProvider>,
  )
}

describe('the process view', () => {
  it('shows a refused step as a failed check naming the event, and no green tick', async () => {
    show(markedTwice)
    const failed = await screen.findByTestId('replay-refused')
    expect(failed.textContent).toBe(
      'Failed check: step 2, “Marked deal”, is refused by caseLifecycle@1 from “Unpaid · Deal · No appointment · No extension · No delayed repayment”.',
    )
    expect(screen.getByTestId('replay-result').textContent).toBe(
      "Warning: these steps lead to the case's current state, but the machine refuses some of them.",
    )
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol'))
    expect(steps.map((item) => item.hasAttribute('data-refused'))).toEqual([false, true])
  })

  it('says it in Spanish to a Spanish user, a step of an unknown version too', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    show({
      ...markedTwice,
      refused: [
        ...markedTwice.refused,
        { id: 11, event: 'UNPIN', fromState: start, machine: 'caseLifecycle@9', reason: 'unknownMachine' },
      ],
    })
    const failed = await screen.findAllByTestId('replay-refused')
    expect(failed.map((item) => item.textContent)).toEqual([
      'Comprobación fallida: el paso 2, «Marcado con convenio», lo rechaza caseLifecycle@1 desde «Pendiente · Convenio · Sin cita · Sin prórroga · Sin pago aplazado».',
      'Comprobación fallida: el paso 1, «Fijación quitada», se registró con caseLifecycle@9, una versión de la máquina que esta consola no conoce.',
    ])
  })

  it('a history its machines allow all the way is checked, with no failed check', async () => {
    show({ ...markedTwice, transitions: markedTwice.transitions.slice(0, 1), refused: [] })
    expect((await screen.findByTestId('replay-result')).textContent).toBe(
      "Checked: these steps, replayed in order, lead to the case's current state.",
    )
    expect(screen.queryByTestId('replay-refused')).toBeNull()
  })

  it('shows each step to the second, who took it, and the words of the record or to-do behind it', async () => {
    const recorded = 'unpaid · noDeal · booked · inactive · notOffered'
    show({
      transitions: [
        {
          ...step(21, 'BOOK_APPOINTMENT', start, recorded),
          at: '2026-11-20T10:04:37.000Z',
          actor: 'Amaka Eze',
          cause: { kind: 'record', text: 'Promised to pay on Friday.' },
        },
      ],
      replayMatches: true,
      refused: [],
    })
    const item = (await screen.findAllByRole('listitem')).find((entry) => entry.closest('ol'))!
    // Lagos is UTC+1.
    expect(item.textContent).toContain('11:04:37')
    expect(item.textContent).toContain('Amaka Eze')
    expect(item.textContent).toContain('Collection record: “Promised to pay on Friday.”')
  })

  it('names the automatic rule and version whose run allocated the case, linking to its records', async () => {
    const allocated = {
      ...step(31, 'ALLOCATE', start, start),
      payload: { teamId: 2, ownerId: 9, way: 'automatic', rule: { ruleId: 4, version: 2, runId: 'a7c1' } },
    }
    show({ transitions: [allocated, step(32, 'RETRIEVE', start, start)], replayMatches: true, refused: [] })
    const links = await screen.findAllByTestId('step-rule')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['By automatic rule 4, version 2', '/cases/automatical/records/4'],
    ])
  })
})

describe('the process view, for whoever opens the audit', () => {
  it('opens the history as a stepper in the audit, and offers it to nobody else', async () => {
    fakeApi({ '/collection/case/process': () => ({ data: markedTwice }) })
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <ProcessPanel caseId={5} timeZone="Africa/Lagos" mayAudit />
      </I18nProvider>,
    )
    expect((await screen.findByTestId('step-through')).getAttribute('href')).toBe('/audit/histories/case/5')
    unmount()
    show(markedTwice)
    await screen.findByTestId('replay-result')
    expect(screen.queryByTestId('step-through')).toBeNull()
  })
})
