import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useBody } from '../lib/page-bodies.tsx'

/**
 * A prerendered page hydrates without its bodies (app/lib/page-bodies.tsx): React keeps the
 * server-rendered DOM of the first mount. Its markup is kept here, by key, so a later mount of the
 * same content (after an error boundary reset, say) still has it.
 */
const hydratedHtml = new Map<string, string>()

/**
 * The `dangerouslySetInnerHTML` value of the body `key`: its HTML, or for a page that hydrated
 * without it, what the server rendered. The object is memoised: React 19 rewrites innerHTML
 * whenever it gets a new object, which would wipe the hydrated DOM and any tab a reader chose.
 * The element showing it sets `suppressHydrationWarning`: hydrating with an empty value is meant,
 * and React keeps the server's DOM, but its development build would report it as a mismatch.
 */
export function useContentHtml(key: string, ref: React.RefObject<HTMLElement | null>): { __html: string } {
  const html = useBody(key)
  const [initial] = useState(() => html ?? hydratedHtml.get(key) ?? '')
  useLayoutEffect(() => {
    if (html === undefined && ref.current && ref.current.innerHTML && !hydratedHtml.has(key)) hydratedHtml.set(key, ref.current.innerHTML)
  }, [html, key, ref])
  const content = html ?? initial
  return useMemo(() => ({ __html: content }), [content])
}

function selectTab(tab: HTMLElement) {
  const tabs = tab.closest('.tabs')
  if (!tabs) return
  const list = Array.from(tabs.querySelectorAll<HTMLElement>(':scope > .tabs-list > [role="tab"]'))
  for (const t of list) {
    const selected = t === tab
    t.setAttribute('aria-selected', String(selected))
    t.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '')
    if (panel) panel.toggleAttribute('data-active', selected)
  }
}

/**
 * Prerendered HTML (Markdown, API pages) with its behaviours wired up by delegation: in-site links
 * use the client router, code blocks get a working copy button, tabs switch with click and arrow keys.
 */
export function ContentHtml({ contentKey, className = 'prose' }: { contentKey: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const content = useContentHtml(contentKey, ref)
  const navigate = useNavigate()

  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement
      const copy = target.closest<HTMLButtonElement>('[data-copy]')
      if (copy) {
        const code = copy.parentElement?.querySelector('pre')?.textContent ?? ''
        void navigator.clipboard?.writeText(code).then(() => {
          copy.textContent = 'Copied'
          copy.dataset.copied = ''
          window.setTimeout(() => {
            copy.textContent = 'Copy'
            delete copy.dataset.copied
          }, 1500)
        })
        return
      }
      const tab = target.closest<HTMLElement>('[role="tab"]')
      if (tab) {
        selectTab(tab)
        return
      }
      const link = target.closest('a')
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (link.target === '_blank' || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || /\.(xml|json|txt|md|png|svg)$/.test(url.pathname)) return
      if (url.pathname === window.location.pathname && url.hash) return
      event.preventDefault()
      navigate(url.pathname + url.search + url.hash)
    }
    const onKey = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')
      if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
      const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
      const at = tabs.indexOf(tab)
      const next =
        event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length
      event.preventDefault()
      tabs[next].focus()
      selectTab(tabs[next])
    }
    root.addEventListener('click', onClick)
    root.addEventListener('keydown', onKey)
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKey)
    }
  }, [navigate])

  return <div ref={ref} className={className} dangerouslySetInnerHTML={content} suppressHydrationWarning />
}
