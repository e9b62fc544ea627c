import type { ButtonHTMLAttributes } from 'react'
import { Button } from './Button.tsx'

/** How the icon says its button is at work: turning (a refresh) or pulsing (a download). */
const motions = { spin: 'animate-spin', pulse: 'animate-pulse' } as const

/**
 * An icon button of a list's toolbar (refresh, export): icons, so the toolbar keeps to one line
 * beside long totals in Spanish. The icon is a 16-unit line drawing (`paths`); while `working` it
 * moves as `motion` says. The button's name is its `aria-label`, its tooltip its `title`.
 */
export function ToolbarIconButton({
  paths,
  motion,
  working,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  'aria-label': string
  paths: readonly string[]
  motion: keyof typeof motions
  working: boolean
}) {
  return (
    <Button variant="secondary" size="icon" {...button}>
      <svg
        viewBox="0 0 16 16"
        aria-hidden
        className={`size-4 ${working ? motions[motion] : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
      {children}
    </Button>
  )
}
