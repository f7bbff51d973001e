import { useEffect, useState } from 'react'
import { storage } from '../lib/storage.ts'

export type ThemeChoice = 'light' | 'dark' | 'system'
const order: ThemeChoice[] = ['light', 'dark', 'system']
const labels: Record<ThemeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' }

function resolve(choice: ThemeChoice): 'light' | 'dark' {
  if (choice === 'system') return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  return choice
}

function apply(choice: ThemeChoice) {
  const root = document.documentElement
  const mode = resolve(choice)
  root.dataset.theme = mode
  root.dataset.themeChoice = choice
  root.style.colorScheme = mode
}

function parse(value: string | null): ThemeChoice {
  return value === 'dark' || value === 'system' ? value : 'light'
}

/** Cycles light → dark → system; remembers the choice under `theme` and follows other tabs. */
export function ColorModeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>('light')

  useEffect(() => {
    setChoice(parse(document.documentElement.dataset.themeChoice ?? null))
    const onStorage = (event: StorageEvent) => {
      if (event.key !== 'theme') return
      const next = parse(event.newValue)
      apply(next)
      setChoice(next)
    }
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const onSystem = () => {
      if (document.documentElement.dataset.themeChoice === 'system') apply('system')
    }
    window.addEventListener('storage', onStorage)
    media.addEventListener('change', onSystem)
    return () => {
      window.removeEventListener('storage', onStorage)
      media.removeEventListener('change', onSystem)
    }
  }, [])

  const next = order[(order.indexOf(choice) + 1) % order.length]
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="color-mode-toggle"
      title={`Switch to ${labels[next]} (currently ${labels[choice]})`}
      aria-label={`Switch to ${labels[next]} (currently ${labels[choice]})`}
      onClick={() => {
        apply(next)
        storage.set('theme', next)
        setChoice(next)
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {choice === 'light' && <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4ZM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4Z" />}
        {choice === 'dark' && <path fill="currentColor" d="M20 15.3A8.5 8.5 0 0 1 8.7 4a8.5 8.5 0 1 0 11.3 11.3Z" />}
        {choice === 'system' && <path fill="currentColor" d="M3 4h18v12H3V4Zm2 2v8h14V6H5Zm3 12h8v2H8v-2Z" />}
      </svg>
    </button>
  )
}
