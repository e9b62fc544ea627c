import { plural } from '@lingui/core/macro'
import type { MoneyFigure } from '../../../contract/dashboards.ts'
import type { CurrencyAmount } from '../../ui/FigureTile.tsx'

/** Money figures as a tile shows them: one line per currency, with how many repayments made it. */
export const amountsOf = (money: readonly MoneyFigure[]): CurrencyAmount[] =>
  money.map((figure) => ({
    currency: figure.currency,
    amount: figure.repaidAmount,
    note: plural(figure.repayments, { one: '# repayment', other: '# repayments' }),
  }))
