import { describe, expect, it } from 'vitest'
import { messageContent, parseMessageContent } from './messages.ts'

describe('a message’s content', () => {
  it('loses its bracketed kind and splits into code, number and text at the first two dollar signs', () => {
    expect(parseMessageContent('[Notice]CASE_STATISTICS_NOTICE$2026-11-25$Today: 12 cases due')).toEqual({
      kind: 'Notice',
      code: 'CASE_STATISTICS_NOTICE',
      number: '2026-11-25',
      text: 'Today: 12 cases due',
    })
  })

  it('keeps an amount written with a dollar sign whole in the text', () => {
    const content = messageContent(
      'Message',
      'REPAY_SUCCESS_MESSAGE',
      'C000154',
      'Ana paid $1,725.00 ($ MXN)',
    )
    expect(parseMessageContent(content).text).toBe('Ana paid $1,725.00 ($ MXN)')
    expect(parseMessageContent(messageContent('Message', 'X', '$12', 'y')).number).toBe('12')
  })

  it('shows content that is not in the shape as plain text, never throwing', () => {
    for (const odd of ['', 'hello', '[Notice]', '[Notice]only$one part', '[unclosed text$a', '<b>x</b>'])
      expect(() => parseMessageContent(odd)).not.toThrow()
    expect(parseMessageContent('[Notice]only$one part')).toEqual({
      kind: 'Notice',
      code: '',
      number: '',
      text: 'only$one part',
    })
    expect(parseMessageContent('<b>x</b>').text).toBe('<b>x</b>')
    expect(parseMessageContent('[unclosed text$a').kind).toBeNull()
  })
})
