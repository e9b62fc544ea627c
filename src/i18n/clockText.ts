// The header's clock ticks on every signed-in page from its first paint: the platform's time zones
// write it, so the shell's first load carries no date library (issue 28); format.ts writes the rest.
const clockFormats = new Map<string, Intl.DateTimeFormat>()

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    clockFormats.set(timeZone, format)
  }
  return format
}

/** 'MM-DD HH:mm' in the user's time zone (spec section 9). */
export function headerClockText(now: Date, timeZone: string): string {
  const part = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  return `${part.month}-${part.day} ${part.hour}:${part.minute}`
}
