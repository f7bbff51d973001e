import { useState } from 'react'

/** Copies the page's plain-markdown twin; without JavaScript it is a link to the .md file. */
export function CopyMarkdownButton({ href }: { href: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <a
      href={href}
      className="copy-markdown"
      onClick={async (event) => {
        event.preventDefault()
        try {
          const response = await fetch(href)
          if (!response.ok) throw new Error(`${response.status}`)
          await navigator.clipboard.writeText(await response.text())
          setState('copied')
        } catch {
          setState('failed')
        }
        window.setTimeout(() => setState('idle'), 2000)
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page as Markdown'}
    </a>
  )
}
