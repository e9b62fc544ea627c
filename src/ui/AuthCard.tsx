import type { ReactNode } from 'react'

/** The frame of the signed-out pages: product name, a corner slot (language) and the form card. */
export function AuthCard({
  title,
  corner,
  children,
}: {
  title: string
  corner?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex min-h-full flex-col bg-gradient-to-br from-brand-900 to-brand-700">
      <div className="flex justify-end p-4 text-white">{corner}</div>
      <main className="flex flex-1 items-start justify-center px-4 pt-8">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Collection System</p>
          <h1 className="mt-1 mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
          {children}
        </div>
      </main>
      <footer className="p-4 text-center text-xs text-white/70">Collection System 2.1</footer>
    </div>
  )
}
