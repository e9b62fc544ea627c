import { useEffect, useState } from 'react'
import { headerClockText } from '../../i18n/clockText.ts'
import { zoneName } from '../../i18n/zoneNames.ts'

/** The live clock in the user's time zone, 'MM-DD HH:mm', ticking each second (spec section 2). */
export function HeaderClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <time
      dateTime={now.toISOString()}
      title={zoneName(timeZone)}
      className="font-mono text-sm tabular-nums text-slate-700"
      data-testid="header-clock"
    >
      {headerClockText(now, timeZone)}
    </time>
  )
}
