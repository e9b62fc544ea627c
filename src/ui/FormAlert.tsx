/** A form's refusal, in the words the server or the check gave. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined
  tone?: 'error' | 'success'
}) {
  if (!message) return null
  const colours = tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md px-3 py-2 text-sm ${colours}`}>
      {message}
    </p>
  )
}
