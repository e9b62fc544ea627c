import { type RefObject, useLayoutEffect, useState } from 'react'
import { type ColumnNeed, fitColumnWidths } from './columnFit.ts'

/** The horizontal extent of what a cell shows: its text (even where cut), its icons, buttons and boxes. */
function contentExtent(root: Element): number {
  let left = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  const take = (rect: DOMRect) => {
    if (rect.width === 0) return
    left = Math.min(left, rect.left)
    right = Math.max(right, rect.right)
  }
  const range = document.createRange()
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      // Text only screen readers hear takes no room.
      if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) take(rect)
    } else if (
      node instanceof HTMLButtonElement ||
      node instanceof SVGSVGElement ||
      node instanceof HTMLInputElement
    ) {
      take(node.getBoundingClientRect())
    }
  }
  return right > left ? right - left : 0
}

let ruler: CanvasRenderingContext2D | null | undefined

/** A text's width in an element's font, on one line, wherever and however the element shows it now. */
function textWidthIn(element: Element, text: string): number {
  ruler ??= document.createElement('canvas').getContext('2d')
  if (!ruler) return 0
  const style = getComputedStyle(element)
  ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  return ruler.measureText(text).width
}

/** What an element shows to the eye: its text without what only screen readers hear (a header's definition). */
function shownText(element: Element): string {
  let text = ''
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('.sr-only')) text += node.textContent ?? ''
  return text
}

/** A header's label on one line, and the narrowest it can be on two (it wraps at spaces only). */
function labelWidths(label: Element): { line: number; twoLines: number } {
  const words = shownText(label).trim().split(/\s+/)
  const line = textWidthIn(label, words.join(' '))
  let twoLines = line
  for (let split = 1; split < words.length; split++) {
    const first = textWidthIn(label, words.slice(0, split).join(' '))
    const second = textWidthIn(label, words.slice(split).join(' '))
    twoLines = Math.min(twoLines, Math.max(first, second))
  }
  return { line, twoLines }
}

/**
 * What a cell needs on one line. A value that wraps when the column is narrow (a name on two lines) is
 * measured as if it did not, so a column once narrowed widens again when room comes.
 */
function oneLineExtent(cell: Element): number {
  const wrapping = cell.querySelector('.line-clamp-2')
  return wrapping ? textWidthIn(wrapping, (wrapping.textContent ?? '').trim()) : contentExtent(cell)
}

const horizontalPadding = (element: Element) => {
  const style = getComputedStyle(element)
  return Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
}

/** What each column needs, read from the cells and headers drawn in the table (data-column names them). */
function measureNeeds(table: Element, ids: readonly string[]): ColumnNeed[] {
  return ids.map((id) => {
    const selector = `[data-column="${CSS.escape(id)}"]`
    let content = 0
    for (const cell of table.querySelectorAll(`td${selector}`))
      content = Math.max(content, oneLineExtent(cell) + horizontalPadding(cell))
    const header = table.querySelector(`th${selector}`)
    if (!header) return { id, content, headerLine: 0, headerTwoLines: 0 }
    const padding = horizontalPadding(header)
    const label = header.querySelector('[data-header-label]')
    const whole = contentExtent(header)
    if (!label) return { id, content, headerLine: whole + padding, headerTwoLines: whole + padding }
    // The arrow of a sortable header and its gap stand beside the label however it wraps.
    const beside = Math.max(0, whole - contentExtent(label))
    const widths = labelWidths(label)
    return {
      id,
      content: Math.ceil(content) + 1,
      headerLine: Math.ceil(widths.line + beside + padding) + 1,
      headerTwoLines: Math.ceil(widths.twoLines + beside + padding) + 1,
    }
  })
}

/**
 * Widths for a table's shown columns sized to what they show (see fitColumnWidths), measured after
 * each draw that changes what is shown (`measureAgain` changes: new rows, columns, language) and when
 * the table's room changes; null until measured, and the layout's widths serve meanwhile. Rows drawn
 * later while scrolling keep the widths (a column does not jump under the reader's eye).
 */
export function useColumnFit(
  scroller: RefObject<HTMLElement | null>,
  ids: readonly string[],
  growing: string | undefined,
  measureAgain: unknown,
): Record<string, number> | null {
  const [widths, setWidths] = useState<Record<string, number> | null>(null)
  const [room, setRoom] = useState(0)
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setRoom(element.clientWidth)
    // The menu folding changes the room as much as the window does; a page without the observer
    // (jsdom) follows the window.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure)
      return () => window.removeEventListener('resize', measure)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [scroller])
  const key = ids.join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: measureAgain and key stand for what the table drew
  useLayoutEffect(() => {
    const element = scroller.current
    const table = element?.querySelector('table')
    // A kept-alive screen while hidden has no room to measure; it measures when it shows again.
    if (!element || !table || element.clientWidth === 0) return
    const next = fitColumnWidths(measureNeeds(table, key.split(' ')), element.clientWidth, growing)
    setWidths((current) => (current && sameWidths(current, next) ? current : next))
  }, [scroller, key, growing, measureAgain, room])
  return widths
}

const sameWidths = (a: Record<string, number>, b: Record<string, number>) => {
  const ids = Object.keys(b)
  return ids.length === Object.keys(a).length && ids.every((id) => a[id] === b[id])
}
