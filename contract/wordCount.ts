/**
 * The words of a text as the SIM deactivation rule counts them (spec sections 5 and 9: a description
 * must have fewer than 150 words): runs of characters between spaces, tabs and line breaks. The
 * screen's live count and the server's check both read this one function.
 */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length
}

/** A deactivation description must stay below this many words. */
export const deactivationWordLimit = 150

export const withinDeactivationWords = (text: string): boolean => countWords(text) < deactivationWordLimit
