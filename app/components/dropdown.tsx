import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'

/**
 * A navbar dropdown: opens on hover, Enter/Space or tap; closes on outside click, Escape, or
 * when focus leaves it. A trigger with an in-site `href` (Docs) is also a link: a mouse click
 * follows it, since hovering has already shown the menu. Without JavaScript the trigger is a plain
 * link. `current` marks the trigger while the open page is in its section.
 */
export function Dropdown({ label, href, current, children }: { label: string; href?: string; current?: 'page' | 'true'; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // A tap fires mouseenter just before click: the click must not close what hovering just opened.
  const openedByHover = useRef(false)
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const navigate = useNavigate()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div
      ref={ref}
      className="dropdown"
      data-open={open ? '' : undefined}
      onMouseEnter={() => {
        if (open) return
        openedByHover.current = true
        setOpen(true)
      }}
      onMouseLeave={() => {
        if (openedByHover.current) setOpen(false)
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          ref.current?.querySelector<HTMLElement>('.dropdown-trigger')?.focus()
        }
      }}
    >
      <a
        href={href ?? '#'}
        className="navbar-link dropdown-trigger"
        aria-current={current}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          // A new tab or window: leave it to the browser.
          if (href && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return
          event.preventDefault()
          // A mouse click goes where the trigger points; a tap opens the menu (there is no hover on
          // a touch screen), as Enter and Space do.
          if (href && (event.nativeEvent as PointerEvent).pointerType === 'mouse') {
            setOpen(false)
            void navigate(href)
            return
          }
          if (open && openedByHover.current) openedByHover.current = false
          else {
            openedByHover.current = false
            setOpen(!open)
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault()
            openedByHover.current = false
            setOpen(!open)
          }
        }}
      >
        {label}
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </a>
      <ul
        id={id}
        className="dropdown-menu"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </ul>
    </div>
  )
}
