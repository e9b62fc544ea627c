import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Ranking } from '../../../contract/messages.ts'
import { saveCachedList } from '../../../db/cachedLists.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { keptRankingName } from './keptMessages.ts'
import { RankingStrip } from './RankingStrip.tsx'

const rank: Ranking = { myNum: 3, myAmt: 450_000, teamNum: 9, teamAmt: 1_200_000, myRank: 2, currency: 'MXN' }
const withTarget: Ranking = {
  ...rank,
  target: {
    currency: 'MXN',
    amount: 1_000_000,
    reachedAmount: 620_000,
    achievement: 0.62,
    pace: { expected: 740_000, gap: -120_000, status: 'behind', workDaysGone: 15, workDays: 21 },
  },
}

const renderStrip = () =>
  render(
    <I18nProvider i18n={i18n}>
      <RankingStrip userId={7} period="month" onPeriod={() => {}} />
    </I18nProvider>,
  )

beforeEach(() => clearBrowserDatabase())
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

describe("the ranking bar's target", () => {
  it('shows the collector’s achievement and pace beside the rank, in English and Spanish', async () => {
    await saveCachedList(keptRankingName(7, 'month'), withTarget)
    renderStrip()
    const target = await screen.findByTestId('ranking-target')
    // The pace's word in the bar, how far behind in money on hover: the bar stays one line.
    expect(target.textContent).toBe('Target62% · Behind')
    expect(within(target).getByText('Behind').title).toBe('Behind $1,200.00 MXN')
    cleanup()
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderStrip()
    const meta = await screen.findByTestId('ranking-target')
    expect(meta.textContent).toMatch(/^Meta62\s% · Atrasado$/)
    expect(within(meta).getByText('Atrasado').title).toBe('Atrasado $1,200.00 MXN')
  })

  it('shows no target without one', async () => {
    await saveCachedList(keptRankingName(7, 'month'), rank)
    renderStrip()
    await screen.findByText('2')
    expect(screen.queryByTestId('ranking-target')).toBeNull()
  })
})
