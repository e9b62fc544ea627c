import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { type FakeAnswer, fakeApi } from '../../../tests/support/fakeApi.ts'
import {
  endedTeamTarget,
  memberTarget,
  recordedChanges,
  targetPage,
  teamTarget,
} from '../../../tests/support/targetSamples.ts'
import { leaderTeamMembers, splitByLoad } from '../../../tests/support/targetSplitSamples.ts'
import { targetLeader, targetManager, targetTeams } from '../../../tests/support/targetUsers.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import PersonTargetOperationPage from './PersonTargetOperationPage.tsx'
import TeamTargetOperationPage from './TeamTargetOperationPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

function show(page: ReactNode, user: Record<string, unknown>, path: string) {
  signedIn.user = user
  const memory = memoryLocation({ path, record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {page}
      </Router>
    </I18nProvider>,
  )
  return memory
}

/** The leader's own target, opened by its address: theirs to read, not to change. */
const leadersOwn = memberTarget(targetLeader.userId, 'Rosa Leader', 99)

function answers(save: () => FakeAnswer = () => ({ data: teamTarget })) {
  return fakeApi({
    '/sys/team/all': () => ({ data: targetTeams }),
    '/sys/team/details': () => ({
      data: { team: targetTeams[0], members: leaderTeamMembers, openCases: 20 },
    }),
    '/target/setting/list': () => ({ data: targetPage([teamTarget]) }),
    '/target/person/list': () => ({ data: targetPage([]) }),
    '/target/setting/split': () => ({ data: { period: teamTarget.period, members: splitByLoad } }),
    '/target/setting/save': save,
    '/target/person/save': save,
    '/target/detail': (query) => ({
      data:
        query.get('targetId') === String(endedTeamTarget.id)
          ? { target: endedTeamTarget, changes: [], members: [] }
          : query.get('targetId') === String(leadersOwn.id)
            ? { target: leadersOwn, changes: [], members: [] }
            : {
                target: teamTarget,
                changes: recordedChanges,
                members: [memberTarget(41, 'Diego Ramírez', 22), memberTarget(42, 'Ana Torres', 23)],
              },
    }),
  })
}

const addTeam = () =>
  show(<TeamTargetOperationPage params={{ state: 'add' }} />, targetManager, '/targets/setting/operation/add')

const editTeam = (id: number) =>
  show(
    <TeamTargetOperationPage params={{ state: 'edit' }} />,
    targetManager,
    `/targets/setting/operation/edit?targetId=${id}`,
  )

/** Types a new team target: Mexico City S1, MXN, 1,000.00 and 10 cases. */
async function typeTeamTarget(
  labels = { team: 'Team', currency: 'Currency', amount: /^Target amount/, cases: 'Target cases' },
) {
  const team = screen.getByLabelText(labels.team)
  await waitFor(() => expect(team.textContent).toContain('Mexico City S1'))
  fireEvent.change(team, { target: { value: '2' } })
  fireEvent.change(screen.getByLabelText(labels.currency), { target: { value: 'MXN' } })
  fireEvent.change(screen.getByLabelText(labels.amount), { target: { value: '1,000.00' } })
  fireEvent.change(screen.getByLabelText(labels.cases), { target: { value: '10' } })
}

const differenceLine = () => screen.getByTestId('split-difference').textContent

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("a team's target: adding it with its split", () => {
  it('splits by load into the members’ inputs, says the difference as typed, and saves the members with it', async () => {
    const api = answers()
    const memory = addTeam()
    await typeTeamTarget()
    fireEvent.click(screen.getByRole('button', { name: 'Split by case load' }))
    const ana = await screen.findByLabelText('Amount of Ana Torres')
    expect((ana as HTMLInputElement).value).toBe('600.00')
    expect((screen.getByLabelText('Amount of Diego Ramírez') as HTMLInputElement).value).toBe('400.00')
    expect((screen.getByLabelText('Cases of Ana Torres') as HTMLInputElement).value).toBe('6')
    const asked = api.calls.find((call) => call.path === '/target/setting/split')
    expect(asked?.query.get('by')).toBe('load')
    expect(asked?.query.get('amount')).toBe('100000')
    expect(differenceLine()).toBe("The members add up to the team's target.")

    fireEvent.change(ana, { target: { value: '500.00' } })
    expect(differenceLine()).toBe("The members add up to $100.00 MXN less than the team's target.")
    fireEvent.change(screen.getByLabelText('Cases of Ana Torres'), { target: { value: '7' } })
    expect(differenceLine()).toBe(
      "The members add up to $100.00 MXN less and 1 case more than the team's target.",
    )
    fireEvent.change(ana, { target: { value: '600' } })
    fireEvent.change(screen.getByLabelText('Cases of Ana Torres'), { target: { value: '6' } })
    expect(differenceLine()).toBe("The members add up to the team's target.")

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/targets/setting'))
    expect(api.calls.find((call) => call.path === '/target/setting/save')?.body).toMatchObject({
      teamId: 2,
      currency: 'MXN',
      amount: 100_000,
      cases: 10,
      members: [
        { personId: 41, amount: 40_000, cases: 4 },
        { personId: 42, amount: 60_000, cases: 6 },
      ],
    })
  })

  it('saves the team’s target alone when it is not split', async () => {
    const api = answers()
    addTeam()
    await typeTeamTarget()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.calls.some((call) => call.path === '/target/setting/save')).toBe(true))
    const sent = api.calls.find((call) => call.path === '/target/setting/save')?.body as Record<
      string,
      unknown
    >
    expect(sent).toMatchObject({ teamId: 2, amount: 100_000, cases: 10 })
    expect(sent.members).toBeUndefined()
  })

  it('puts the server’s refusal under the field it names, in English and in Spanish', async () => {
    for (const [locale, messages, labels, split, problem] of [
      [
        'en',
        english,
        { team: 'Team', currency: 'Currency', amount: /^Target amount/, cases: 'Target cases' },
        'Split by case load',
        'Type an amount of 0 or more, to the cent',
      ],
      [
        'es',
        spanish,
        { team: 'Equipo', currency: 'Moneda', amount: /^Monto meta/, cases: 'Casos meta' },
        'Repartir por carga de casos',
        'Escriba un monto de 0 o más, al centavo',
      ],
    ] as const) {
      cleanup()
      await clearBrowserDatabase()
      act(() => i18n.loadAndActivate({ locale, messages }))
      const api = answers(() => ({
        code: 'request.invalid',
        message: 'Target amount: must be an amount of 0 or more, to the cent',
        status: 400,
        fields: [{ field: 'amount', message: 'must be an amount of 0 or more', key: 'target.amount' }],
      }))
      addTeam()
      await typeTeamTarget(labels)
      expect(screen.getByRole('button', { name: split })).toBeTruthy()
      fireEvent.submit(screen.getByTestId('team-target-form'))
      const amount = screen.getByLabelText(labels.amount)
      await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
      expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(problem)
      expect(api.calls.filter((call) => call.path === '/target/setting/save')).toHaveLength(1)
    }
  })
})

describe("a team's target: editing it", () => {
  it('shows its progress, its members’ split and its changes newest first, and saves a change with the members', async () => {
    const api = answers()
    const memory = editTeam(teamTarget.id)
    const amount = await screen.findByLabelText(/^Target amount/)
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('120000.00'))
    expect(screen.getByRole('heading', { name: 'Edit the target of Mexico City S1' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Progress' }).textContent).toContain('Behind')
    expect((screen.getByLabelText('Amount of Ana Torres') as HTMLInputElement).value).toBe('60000.00')
    const changes = within(screen.getByRole('table', { name: 'Changes' })).getAllByRole('row')
    expect(changes[1]?.textContent).toContain('Mariana López')
    expect(changes[1]?.textContent).toContain('$110,000.00 MXN → $120,000.00 MXN')
    expect(changes[2]?.textContent).toContain('Roberto Castillo')

    fireEvent.change(amount, { target: { value: '130000' } })
    expect(differenceLine()).toBe("The members add up to $10,000.00 MXN less than the team's target.")
    fireEvent.change(screen.getByLabelText('Amount of Ana Torres'), { target: { value: '70000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/targets/setting'))
    expect(api.calls.find((call) => call.path === '/target/setting/save')?.body).toMatchObject({
      targetId: 5,
      amount: 13_000_000,
      members: [
        { personId: 41, amount: 6_000_000 },
        { personId: 42, amount: 7_000_000 },
      ],
    })
  })

  it('an ended period’s target is read-only: a note, its fields disabled, no Save', async () => {
    answers()
    editTeam(endedTeamTarget.id)
    expect((await screen.findByRole('note')).textContent).toBe(
      "This target's period has ended: it is read-only.",
    )
    expect(screen.getByLabelText(/^Target amount/).matches(':disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Split evenly' }).matches(':disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('speaks Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    answers()
    editTeam(teamTarget.id)
    expect(await screen.findByRole('heading', { name: 'Editar la meta de Mexico City S1' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Avance' }).textContent).toContain('Atrasado')
    expect(screen.getByRole('table', { name: 'Cambios' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Repartir por igual' })).toBeTruthy()
  })
})

describe("a member's target", () => {
  it('offers a leader their own team’s valid members but never themselves, and saves the member’s target', async () => {
    const api = answers(() => ({ data: memberTarget(41, 'Diego Ramírez', 22) }))
    const memory = show(
      <PersonTargetOperationPage params={{ state: 'add' }} />,
      targetLeader,
      '/targets/person/operation/add',
    )
    const team = screen.getByLabelText('Team')
    await waitFor(() => expect(team.textContent).toContain('Mexico City S1'))
    expect(team.textContent).not.toContain('Lagos N2')
    fireEvent.change(team, { target: { value: '2' } })
    const member = screen.getByLabelText('Member')
    await waitFor(() => expect(member.textContent).toContain('Diego Ramírez'))
    expect(member.textContent).toContain('Ana Torres')
    expect(member.textContent).not.toContain('Lucía Pérez')
    expect(member.textContent).not.toContain('Pedro Gil')
    fireEvent.change(member, { target: { value: '41' } })
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'MXN' } })
    fireEvent.change(screen.getByLabelText(/^Target amount/), { target: { value: '600.5' } })
    fireEvent.change(screen.getByLabelText('Target cases'), { target: { value: '6' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/targets/person'))
    expect(api.calls.find((call) => call.path === '/target/person/save')?.body).toMatchObject({
      personId: 41,
      currency: 'MXN',
      amount: 60_050,
      cases: 6,
    })
  })

  it('a leader opening their own target reads it: a note, no Save (the server would refuse it)', async () => {
    answers()
    show(
      <PersonTargetOperationPage params={{ state: 'edit' }} />,
      targetLeader,
      `/targets/person/operation/edit?targetId=${leadersOwn.id}`,
    )
    expect((await screen.findByRole('note')).textContent).toBe(
      'Your own target is set by someone above you: it is read-only here.',
    )
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('edits one in Spanish, with its progress and changes', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    answers()
    show(
      <PersonTargetOperationPage params={{ state: 'edit' }} />,
      targetManager,
      `/targets/person/operation/edit?targetId=${teamTarget.id}`,
    )
    expect(await screen.findByRole('heading', { name: 'Editar la meta de Mexico City S1' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Cambios' }).textContent).toContain('Mariana López')
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy()
  })
})

describe('leaving an operation screen', () => {
  it('goes back at once when nothing was typed, and asks first when something was', async () => {
    answers()
    const memory = addTeam()
    await waitFor(() => expect(screen.getByLabelText('Team').textContent).toContain('Mexico City S1'))
    fireEvent.change(screen.getByLabelText(/^Target amount/), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const question = await screen.findByRole('dialog', { name: 'Leave without saving your changes?' })
    expect(memory.history?.at(-1)).toBe('/targets/setting/operation/add')
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }))
    expect((screen.getByLabelText(/^Target amount/) as HTMLInputElement).value).toBe('5')
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    )
    expect(memory.history?.at(-1)).toBe('/targets/setting')

    cleanup()
    const untouched = editTeam(teamTarget.id)
    await screen.findByRole('heading', { name: 'Edit the target of Mexico City S1' })
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }))
    expect(untouched.history?.at(-1)).toBe('/targets/setting')
  })
})
