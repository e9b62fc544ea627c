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
  /** Column headers whose text does not show whole (too wide for the column, or past two lines). */
  cutHeaders: string[]
}

/**
 * Measures the visible tables of the page, in the page: a cell is cut when its text (or a truncating
 * element in it) is wider than its box; a column has room to spare when every shown cell of it, its
 * header too, is at least `spareAtLeast` pixels wider than its text, or when the others together
 * spare what the cut cell needs; a word is broken when its text lies on more than one line (a break
 * after a hyphen between letters parts two words); a header
 * is cut when any element in it shows less than its text, across or down. Kept-alive screens that are
 * hidden are left out.
 */
export function measureFit(page: Page, spareAtLeast = 24): Promise<FitReport> {
  return page.evaluate((spare) => {
    const report = {
      cutBesideSpare: [],
      brokenWords: [],
      sidewaysScroll: [],
      cutTotals: [],
      cutHeaders: [],
    } as {
      cutBesideSpare: string[]
      brokenWords: string[]
      sidewaysScroll: string[]
      cutTotals: string[]
      cutHeaders: string[]
    }
    const shown = (element: Element) => element.getClientRects().length > 0
    const textWidth = (cell: Element) => {
      // Its text (cut or not), icons, buttons and boxes; text only screen readers hear takes no room.
      let left = Number.POSITIVE_INFINITY
      let right = Number.NEGATIVE_INFINITY
      const take = (rect: DOMRect) => {
        if (rect.width === 0) return
        left = Math.min(left, rect.left)
        right = Math.max(right, rect.right)
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) take(rect)
        } else if (
          node instanceof HTMLButtonElement ||
          node instanceof SVGSVGElement ||
          node instanceof HTMLInputElement
        )
          take(node.getBoundingClientRect())
      }
      return right > left ? right - left : 0
    }
    /** How many pixels more a cell needs to show its text whole (0 when it is not cut). */
    const cutBy = (cell: HTMLElement) =>
      Math.max(
        0,
        ...[cell, ...cell.querySelectorAll<HTMLElement>('*')]
          .filter(
            (element) =>
              // Text for screen readers only is a one-pixel box by design.
              !element.closest('.sr-only') &&
              ((element.scrollWidth > element.clientWidth + 1 &&
                getComputedStyle(element).overflowX !== 'visible') ||
                // A value on two lines at most (a name) is cut when it needs a third.
                (element.scrollHeight > element.clientHeight + 1 &&
                  getComputedStyle(element).overflowY !== 'visible')),
          )
          .map((element) =>
            Math.max(element.scrollWidth - element.clientWidth, element.scrollHeight - element.clientHeight),
          ),
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
          // A break after a hyphen between letters parts two words ("Oyelaran-" / "Adeyemi"), as in
          // print; anywhere else (inside a word, a number, a date) it breaks one.
          let start = match.index
          for (const part of match[0].split(/(?<=\p{L}-)(?=\p{L})/u)) {
            const range = document.createRange()
            range.setStart(node, start)
            range.setEnd(node, start + part.length)
            start += part.length
            const tops = new Set(
              [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
            )
            if (tops.size > 1) broken.push(part)
          }
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
      const cut: Array<{ column: number; text: string; need: number }> = []
      for (const row of rows) {
        ;[...row.children].forEach((child, column) => {
          const cell = child as HTMLElement
          if ((cell as HTMLTableCellElement).colSpan > 1 || !shown(cell)) return
          const text = (cell.textContent ?? '').trim()
          for (const word of wordsBroken(cell))
            report.brokenWords.push(`${name} · ${headers[column]}: ${word}`)
          // A header needs its room as its values do: what a column spares is what neither uses.
          room.set(
            column,
            Math.min(room.get(column) ?? Number.POSITIVE_INFINITY, innerWidth(cell) - textWidth(cell)),
          )
          if (cell.tagName === 'TH') {
            // Clipped by an element that hides its overflow, or spilling out of its column.
            const clipped =
              textWidth(cell) > innerWidth(cell) + 1 ||
              [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
                (element) =>
                  !element.closest('.sr-only') &&
                  getComputedStyle(element).overflow !== 'visible' &&
                  (element.scrollWidth > element.clientWidth + 1 ||
                    element.scrollHeight > element.clientHeight + 1),
              )
            if (text && clipped) report.cutHeaders.push(`${name} · "${text}" in ${cell.clientWidth} px`)
            return
          }
          const need = cutBy(cell)
          if (text && need > 0) cut.push({ column, text, need })
        })
      }
      for (const { column, text, need } of cut) {
        // Cut while one other column has room to spare, or while the others together spare what it needs.
        // Under 2 px is the rounding each fitted column keeps so its own values are never cut.
        const others = [...room].filter(([other, px]) => other !== column && px >= 2)
        const together = others.reduce((sum, [, px]) => sum + px, 0)
        if (others.some(([, px]) => px >= spare) || together >= need)
          report.cutBesideSpare.push(
            `${name} · ${headers[column]}: "${text}" needs ${Math.ceil(need)} px more while ${others.map(([o, px]) => `${headers[o]} (${Math.floor(px)})`).join(', ')} have room`,
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
