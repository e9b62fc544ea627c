import { describe, expect, it } from 'vitest'
import { stepOfKey } from './caseSteps.ts'

const press = (key: string, keys: KeyboardEventInit = {}, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...keys })
  Object.defineProperty(event, 'target', { value: target })
  return stepOfKey(event)
}

describe('the keys that step between cases', () => {
  it('Alt+→ is the next case and Alt+← the previous one', () => {
    expect(press('ArrowRight', { altKey: true })).toBe('next')
    expect(press('ArrowLeft', { altKey: true })).toBe('previous')
  })

  it('an arrow alone, or with another modifier too, steps nowhere', () => {
    expect(press('ArrowRight')).toBeUndefined()
    expect(press('ArrowRight', { altKey: true, shiftKey: true })).toBeUndefined()
    expect(press('ArrowLeft', { altKey: true, ctrlKey: true })).toBeUndefined()
  })

  it('in a field the keys stay the field’s', () => {
    expect(press('ArrowRight', { altKey: true }, document.createElement('textarea'))).toBeUndefined()
    expect(press('ArrowLeft', { altKey: true }, document.createElement('input'))).toBeUndefined()
  })
})
