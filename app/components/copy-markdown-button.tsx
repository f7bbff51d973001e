import { useEffect, useRef, useState } from 'react'

type CopyState = 'idle' | 'copied' | 'failed'

const labels: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied page as Markdown',
  failed: 'Copy failed, try again',
}

async function fetchText(href: string): Promise<string> {
  const response = await fetch(href)
  if (!response.ok) throw new Error(`GET ${href} answered ${response.status}`)
  return response.text()
}

/**
 * Copies the page's plain-markdown twin. The write starts inside the click, handing the clipboard
 * a promise of the text where ClipboardItem exists (Safari drops the permission once the handler
 * awaits a fetch). Without JavaScript, or with a modifier key held, it is a link to the .md file.
 */
export function CopyMarkdownButton({ href }: { href: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const show = (next: CopyState) => {
    setState(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setState('idle'), 2500)
  }

  return (
    <a
      href={href}
      className="copy-markdown"
      data-state={state}
      onClick={async (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        try {
          if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
            const blob = fetchText(href).then((text) => new Blob([text], { type: 'text/plain' }))
            await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
          } else {
            await navigator.clipboard.writeText(await fetchText(href))
          }
          show('copied')
        } catch {
          show('failed')
        }
      }}
    >
      <span aria-live="polite">{labels[state]}</span>
    </a>
  )
}
