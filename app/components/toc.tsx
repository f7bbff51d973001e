import { useEffect, useState } from 'react'
import type { TocItem } from '../content/types.ts'

/** Tracks which heading the reader is at: the last one above the top quarter of the viewport. */
function useActiveHeading(toc: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    if (toc.length === 0) return
    const update = () => {
      const line = window.innerHeight / 4
      let current: string | null = null
      for (const item of toc) {
        const el = document.getElementById(item.id)
        if (el && el.getBoundingClientRect().top <= line) current = item.id
      }
      setActive(current ?? toc[0].id)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [toc])
  return active
}

/** Table of contents of heading levels 2 and 3, with the current heading highlighted. */
export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc)
  if (toc.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} data-level={item.level}>
            <a href={`#${item.id}`} className="toc-link" aria-current={active === item.id ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
