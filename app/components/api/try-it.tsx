import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { TryItSpec } from '../../content/types.ts'

/**
 * The Try it button of a method page. The panel's code loads on the first click, so a first
 * visit carries none of it. The button is in the prerendered HTML, so the page does not shift when
 * it hydrates after its first paint; without JavaScript there is nothing to try, and CSS hides it
 * (`html:not(.js) .try-it`).
 */
export function TryIt({ spec }: { spec: TryItSpec }) {
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<ComponentType<{ spec: TryItSpec }> | null>(null)
  const [failed, setFailed] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  // Set by a click that opens the panel: once it is rendered, focus moves to its title.
  const focusTitle = useRef(false)
  useEffect(() => {
    if (!open || !Panel || !focusTitle.current) return
    focusTitle.current = false
    region.current?.querySelector<HTMLElement>('.try-it-title')?.focus()
  }, [open, Panel])

  const toggle = async () => {
    if (open) return setOpen(false)
    setOpen(true)
    setFailed(false)
    focusTitle.current = true
    if (Panel) return
    try {
      const module = await import('./try-it-panel.lazy.tsx')
      setPanel(() => module.TryItPanel)
    } catch {
      setFailed(true)
    }
  }

  return (
    <div className="try-it" ref={region}>
      <button type="button" className="button try-it-toggle" aria-expanded={open} onClick={() => void toggle()}>
        {open ? 'Close Try it' : 'Try it'}
      </button>
      {open && failed && (
        <p className="try-it-error" role="alert">
          The Try it panel could not be loaded. Check your connection and try again.
        </p>
      )}
      {open && !failed && (Panel ? <Panel spec={spec} /> : <p className="try-it-hint" role="status">Loading…</p>)}
    </div>
  )
}
