import type { Page } from '@playwright/test'

/** What a page shows that does not fit: each entry names the table, the column and the text. */
export interface FitReport {
  /** Cells whose text is cut while another column of the same table has room to spare. */
  cutBesideSpare: string[]
  /** Values (in tables and in description lists) broken across lines inside a word or a number. */
  brokenWords: string[]
  /** Tables that scroll sideways, and the page itself when it does. */
  sidewaysScroll: string[]
  /** Totals beside a list's title that are cut short. */
  cutTotals: string[]
}

/**
 * Measures the visible tables of the page, in the page: a cell is cut when its text (or a truncating
 * element in it) is wider than its box; a column has room to spare when every shown cell of it is at
 * least `spareAtLeast` pixels wider than its text; a word is broken when its text lies on more than one
 * line. Kept-alive screens that are hidden are left out.
 */
export function measureFit(page: Page, spareAtLeast = 24): Promise<FitReport> {
  return page.evaluate((spare) => {
    const report = { cutBesideSpare: [], brokenWords: [], sidewaysScroll: [], cutTotals: [] } as {
      cutBesideSpare: string[]
      brokenWords: string[]
      sidewaysScroll: string[]
      cutTotals: string[]
    }
    const shown = (element: Element) => element.getClientRects().length > 0
    const textWidth = (cell: Element) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      let left = Number.POSITIVE_INFINITY
      let right = Number.NEGATIVE_INFINITY
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue
        left = Math.min(left, rect.left)
        right = Math.max(right, rect.right)
      }
      return right > left ? right - left : 0
    }
    const isCut = (cell: HTMLElement) =>
      [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
        (element) =>
          // Text for screen readers only is a one-pixel box by design.
          !element.closest('.sr-only') &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).overflowX !== 'visible',
      )
    const innerWidth = (cell: HTMLElement) => {
      const style = getComputedStyle(cell)
      return cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    }
    const tableName = (table: Element) =>
      table.getAttribute('aria-label') ??
      table.closest('[data-testid]')?.getAttribute('data-testid') ??
      'table'
    const wordsBroken = (cell: Element) => {
      const broken: string[] = []
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          )
          if (tops.size > 1) broken.push(match[0])
        }
      }
      return broken
    }

    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue
      const name = tableName(table)
      const rows = [...table.querySelectorAll('tr')].filter(shown)
      const headers = [...(rows[0]?.children ?? [])].map((cell) => (cell.textContent ?? '').trim())
      const room = new Map<number, number>()
      const cut: Array<{ column: number; text: string }> = []
      for (const row of rows) {
        ;[...row.children].forEach((child, column) => {
          const cell = child as HTMLElement
          if ((cell as HTMLTableCellElement).colSpan > 1 || !shown(cell)) return
          const text = (cell.textContent ?? '').trim()
          room.set(
            column,
            Math.min(room.get(column) ?? Number.POSITIVE_INFINITY, innerWidth(cell) - textWidth(cell)),
          )
          if (text && isCut(cell)) cut.push({ column, text })
          for (const word of wordsBroken(cell))
            report.brokenWords.push(`${name} · ${headers[column]}: ${word}`)
        })
      }
      const spareColumns = [...room].filter(([, px]) => px >= spare).map(([column]) => column)
      for (const { column, text } of cut) {
        const others = spareColumns.filter((other) => other !== column)
        if (others.length)
          report.cutBesideSpare.push(
            `${name} · ${headers[column]}: "${text}" cut while ${others.map((o) => headers[o]).join(', ')} have room`,
          )
      }
      const scroller = table.parentElement as HTMLElement
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        report.sidewaysScroll.push(`${name}: ${scroller.scrollWidth} px in ${scroller.clientWidth} px`)
    }
    // Values outside tables too: a case's facts, the totals beside a list's title.
    for (const value of document.querySelectorAll('dd')) {
      if (!shown(value)) continue
      const label = value.previousElementSibling?.textContent ?? ''
      for (const word of wordsBroken(value)) report.brokenWords.push(`${label}: ${word}`)
    }
    const page = document.documentElement
    if (page.scrollWidth > page.clientWidth) report.sidewaysScroll.push(`page: ${page.scrollWidth} px`)
    for (const total of document.querySelectorAll<HTMLElement>('[data-testid$="-summary"] dd')) {
      if (shown(total) && total.scrollWidth > total.clientWidth + 1)
        report.cutTotals.push(total.textContent ?? '')
    }
    return report
  }, spareAtLeast)
}
