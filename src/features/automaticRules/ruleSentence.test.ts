import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { type RuleNames, type RuleSaid, whatItDoes, whenItRuns, whichCases } from './ruleSentence.ts'

const names: RuleNames = {
  apps: new Map([
    [1, { name: 'PrestaFácil', currency: 'MXN' }],
    [2, { name: 'OwoCredit', currency: 'NGN' }],
  ]),
  teams: new Map([
    [2, 'Mexico City S1'],
    [9, 'Lagos N2'],
  ]),
  teamTypes: new Map([[1, 'Collection']]),
  members: new Map([
    [41, 'Diego Ramírez'],
    [42, 'Ana Torres'],
  ]),
}

const everyCondition: RuleSaid = {
  status: 'delayed',
  appId: 1,
  overdueMin: 31,
  overdueMax: 60,
  amountMin: 100_000,
  amountMax: 500_050,
  teamTypeId: 1,
  inTeamId: 2,
  holder: 'held',
  heldDaysOver: 10,
}

const speaking = (locale: 'en' | 'es') =>
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? english : spanish })

afterEach(() => speaking('en'))

describe('which cases a rule takes, said as one sentence', () => {
  it('says the spec’s example', () => {
    const rule: RuleSaid = { status: 'unpaid', appId: 1, overdueMin: 1, overdueMax: 7, holder: 'notHeld' }
    expect(whichCases(rule, names)).toBe(
      'Unpaid cases of PrestaFácil, 1 to 7 days overdue, not held by anyone',
    )
    speaking('es')
    expect(whichCases(rule, names)).toBe(
      'Casos pendientes de PrestaFácil, con 1 a 7 días de atraso, sin responsable',
    )
  })

  it('says every condition, each named by its name and amounts in the app’s money', () => {
    expect(whichCases(everyCondition, names)).toBe(
      'Delayed cases of PrestaFácil, 31 to 60 days overdue, amount $1,000.00 MXN to $5,000.50 MXN, in Collection teams, in Mexico City S1, held by a member for more than 10 days',
    )
    speaking('es')
    expect(whichCases(everyCondition, names)).toBe(
      'Casos aplazados de PrestaFácil, con 31 a 60 días de atraso, con monto de $1,000.00 MXN a $5,000.50 MXN, en equipos de tipo Collection, en Mexico City S1, en manos de un miembro desde hace más de 10 días',
    )
  })

  it('says a range open at one end, one day in the singular, and an amount in naira', () => {
    const cases: [RuleSaid, string, string][] = [
      [
        { overdueMin: 31 },
        'Open cases, 31 or more days overdue',
        'Casos abiertos, con 31 días o más de atraso',
      ],
      [{ overdueMax: 1 }, 'Open cases, up to 1 day overdue', 'Casos abiertos, con hasta 1 día de atraso'],
      [
        { overdueMin: 3, overdueMax: 3 },
        'Open cases, 3 days overdue',
        'Casos abiertos, con 3 días de atraso',
      ],
      [
        { appId: 2, amountMax: 2_500_000 },
        'Open cases of OwoCredit, amount up to ₦25,000.00',
        'Casos abiertos de OwoCredit, con monto de hasta ₦25,000.00',
      ],
      [
        { appId: 1, amountMin: 50_000 },
        'Open cases of PrestaFácil, amount $500.00 MXN or more',
        'Casos abiertos de PrestaFácil, con monto de $500.00 MXN o más',
      ],
      [
        { status: 'paidOff', holder: 'heldByInvalid', heldDaysOver: 1 },
        'Paid-off cases, held by a member who can no longer work them for more than 1 day',
        'Casos liquidados, en manos de un miembro que ya no puede trabajarlos desde hace más de 1 día',
      ],
      [{ holder: 'anyone' }, 'Open cases', 'Casos abiertos'],
    ]
    for (const [rule, english, spanish] of cases) {
      speaking('en')
      expect(whichCases(rule, names)).toBe(english)
      speaking('es')
      expect(whichCases(rule, names)).toBe(spanish)
    }
  })

  it('names what it cannot name by its number rather than leaving it out', () => {
    expect(whichCases({ appId: 99, teamTypeId: 5, inTeamId: 77 }, names)).toBe(
      'Open cases of App no. 99, in Type no. 5 teams, in Team no. 77',
    )
  })

  it('leaves out a figure still being typed', () => {
    expect(whichCases({ overdueMin: Number.NaN, overdueMax: 7 }, names)).toBe(
      'Open cases, up to 7 days overdue',
    )
  })
})

describe('when a rule runs', () => {
  it('says weekdays as a run, other days one by one, and the clock by its place', () => {
    expect(whenItRuns({ days: [1, 2, 3, 4, 5], time: '07:00', timeZone: 'America/Mexico_City' })).toBe(
      'Mon–Fri at 07:00 (Mexico City time)',
    )
    expect(whenItRuns({ days: [7, 1, 3, 5, 6], time: '06:15', timeZone: 'Africa/Lagos' })).toBe(
      'Mon, Wed, Fri–Sun at 06:15 (Lagos time)',
    )
    expect(whenItRuns({ days: [1, 2, 3, 4, 5, 6, 7], time: '22:30', timeZone: 'Asia/Kolkata' })).toBe(
      'Every day at 22:30 (India time)',
    )
    expect(whenItRuns({ days: [], time: '07:00' })).toBe('No day chosen at 07:00')
    speaking('es')
    expect(whenItRuns({ days: [1, 2, 3, 4, 5], time: '07:00', timeZone: 'America/Mexico_City' })).toBe(
      'Lun–Vie a las 07:00 (Hora de Ciudad de México)',
    )
    expect(whenItRuns({ days: [1, 2, 3, 4, 5, 6, 7], time: '22:30', timeZone: 'Africa/Lagos' })).toBe(
      'Todos los días a las 22:30 (Hora de Lagos)',
    )
  })
})

describe('what a run does', () => {
  it('allocates by even split or to the members chosen, or retrieves; at most its cap', () => {
    const allocating: RuleSaid = { action: 'allocate', toTeamId: 2, way: 'evenSplit', cap: 2000 }
    const toMembers: RuleSaid = { ...allocating, way: 'manual', memberIds: [41, 42], cap: 50 }
    const retrieving: RuleSaid = { action: 'retrieve', cap: 500 }
    expect(whatItDoes(allocating, names)).toBe(
      'Allocate to Mexico City S1 by even split, at most 2,000 cases',
    )
    expect(whatItDoes(toMembers, names)).toBe(
      'Allocate to Diego Ramírez and Ana Torres of Mexico City S1, at most 50 cases',
    )
    expect(whatItDoes(retrieving, names)).toBe('Retrieve them, at most 500 cases')
    expect(whatItDoes({ action: 'allocate', way: 'evenSplit' }, names)).toBe(
      'Allocate to a team not chosen yet',
    )
    speaking('es')
    expect(whatItDoes(allocating, names)).toBe(
      'Asignar a Mexico City S1 por reparto equitativo, máximo 2.000 casos',
    )
    expect(whatItDoes(toMembers, names)).toBe(
      'Asignar a Diego Ramírez y Ana Torres de Mexico City S1, máximo 50 casos',
    )
    expect(whatItDoes(retrieving, names)).toBe('Retirarlos, máximo 500 casos')
  })
})
