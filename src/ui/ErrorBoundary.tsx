import { Trans } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode } from 'react'

interface State {
  error: Error | null
}

/** The one error boundary, placed per route and per panel, so one failure never blanks the shell. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('a panel failed', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="m-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-medium">
          <Trans>This part of the page failed to show.</Trans>
        </p>
        <p className="mt-1 text-red-800">
          <Trans>Try again; if it fails again, reload the page or tell your administrator.</Trans>
        </p>
        {/* The error's own words are for whoever fixes it, in whatever language the code spoke. */}
        <details className="mt-1 text-xs text-red-700">
          <summary className="cursor-pointer">
            <Trans>Technical details</Trans>
          </summary>
          <code className="block break-words pt-1">{this.state.error.message}</code>
        </details>
        <button
          type="button"
          className="mt-2 text-brand-700 underline"
          onClick={() => this.setState({ error: null })}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
}
