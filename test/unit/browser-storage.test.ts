import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readAnnouncementDismissed } from '../../app/components/announcement-bar.tsx'
import { site } from '../../app/config/site.ts'
import { getPreferredVersionKey, readPreferredDocsVersion, savePreferredDocsVersion } from '../../app/lib/docs-preferred-version.ts'
import { buildHeadScript } from '../../app/lib/theme-script.ts'
import { memoryStorage } from './memory-storage.ts'

/** Fresh copies of the modules, so the storage wrapper's warn-once flag starts unset. */
async function loadStorage() {
  vi.resetModules()
  return (await import('../../app/lib/storage.ts')).storage
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('storage wrapper', () => {
  it('reads and writes localStorage', async () => {
    const local = memoryStorage()
    vi.stubGlobal('window', { localStorage: local })
    const storage = await loadStorage()
    storage.set('theme', 'dark')
    expect(storage.get('theme')).toBe('dark')
    storage.remove('theme')
    expect(local.dump()).toEqual({})
  })

  it('does nothing but warn once when storage throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    const storage = await loadStorage()
    expect(storage.get('theme')).toBe(null)
    expect(() => storage.set('theme', 'dark')).not.toThrow()
    expect(() => storage.remove('theme')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/Browser storage is unavailable/)
  })
})

describe('preferred docs version', () => {
  let local: ReturnType<typeof memoryStorage>
  beforeEach(() => {
    local = memoryStorage()
    vi.stubGlobal('window', { localStorage: local })
  })

  it('is stored per docs area', () => {
    expect(getPreferredVersionKey()).toBe('docs-preferred-version-default')
    savePreferredDocsVersion('current')
    savePreferredDocsVersion('current', 'api')
    expect(local.dump()).toEqual({ 'docs-preferred-version-default': 'current', 'docs-preferred-version-api': 'current' })
    expect(readPreferredDocsVersion()).toBe('current')
  })

  it('is cleared when it names a version the site does not have', () => {
    local.setItem('docs-preferred-version-default', '2.x')
    local.setItem('docs-preferred-version-other', '2.x')
    expect(readPreferredDocsVersion()).toBe(null)
    expect(local.dump()).toEqual({ 'docs-preferred-version-other': '2.x' })
    expect(readPreferredDocsVersion('other', ['1.x', '2.x'])).toBe('2.x')
  })

  it('is null when nothing was chosen', () => {
    expect(readPreferredDocsVersion()).toBe(null)
  })
})

describe('announcement dismissal', () => {
  it('remembers the id seen and whether that bar was closed', () => {
    const local = memoryStorage()
    vi.stubGlobal('window', { localStorage: local })
    expect(readAnnouncementDismissed('bar-1')).toBe(false)
    expect(local.dump()).toEqual({ 'announcement-id': 'bar-1' })
    local.setItem('announcement-dismiss', 'true')
    expect(readAnnouncementDismissed('bar-1')).toBe(true)
    // A new bar: the old dismissal is forgotten.
    expect(readAnnouncementDismissed('bar-2')).toBe(false)
    expect(local.dump()).toEqual({ 'announcement-id': 'bar-2' })
  })
})

describe('inline head script', () => {
  /** Runs the script as the browser would, against a stub document, storage and media query. */
  function runHead(options: { stored?: Record<string, string>; prefersDark?: boolean; storageThrows?: boolean; announcementId?: string | null; platform?: string; historyState?: unknown; hash?: string }) {
    const local = memoryStorage(options.stored)
    const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string>, classes: new Set<string>() }
    const sandbox = {
      document: { documentElement: { dataset: root.dataset, style: root.style, classList: { add: (c: string) => root.classes.add(c) } } },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && options.prefersDark === true }),
      navigator: { platform: options.platform ?? 'Linux x86_64' },
      // A reload or a return by default: a fresh visit defers off-screen rendering (tested below).
      history: { state: options.historyState === undefined ? { key: 'k1' } : options.historyState },
      location: { hash: options.hash ?? '' },
    }
    Object.defineProperty(sandbox, 'localStorage', {
      get() {
        if (options.storageThrows) throw new Error('SecurityError')
        return local
      },
    })
    runInNewContext(buildHeadScript(options.announcementId === undefined ? 'bar-1' : options.announcementId), sandbox)
    return root
  }

  it('defaults to light and marks the page as scripted', () => {
    const root = runHead({ prefersDark: true })
    expect(root.dataset).toEqual({ theme: 'light', themeChoice: 'light' })
    expect(root.style.colorScheme).toBe('light')
    expect([...root.classes]).toEqual(['js'])
  })

  it('marks Apple platforms, for the search shortcut to read ⌘ K there from the first paint', () => {
    expect(runHead({ platform: 'MacIntel' }).dataset.platform).toBe('mac')
    expect(runHead({ platform: 'iPhone' }).dataset.platform).toBe('mac')
    expect(runHead({ platform: 'Win32' }).dataset.platform).toBeUndefined()
  })

  it('applies a stored dark theme, and the system preference when the choice is system', () => {
    expect(runHead({ stored: { theme: 'dark' } }).dataset).toEqual({ theme: 'dark', themeChoice: 'dark' })
    expect(runHead({ stored: { theme: 'system' }, prefersDark: true }).dataset).toEqual({ theme: 'dark', themeChoice: 'system' })
    expect(runHead({ stored: { theme: 'system' }, prefersDark: false }).dataset).toEqual({ theme: 'light', themeChoice: 'system' })
    expect(runHead({ stored: { theme: 'purple' } }).dataset).toEqual({ theme: 'light', themeChoice: 'light' })
  })

  it('falls back to light when storage throws', () => {
    const root = runHead({ storageThrows: true, stored: { theme: 'dark' } })
    expect(root.dataset.theme).toBe('light')
    expect(root.classes.has('js')).toBe(true)
  })

  it('hides the announcement bar only when this very id was closed', () => {
    expect(runHead({ stored: { 'announcement-id': 'bar-1', 'announcement-dismiss': 'true' } }).dataset.announcementDismissed).toBe('true')
    expect(runHead({ stored: { 'announcement-id': 'bar-0', 'announcement-dismiss': 'true' } }).dataset.announcementDismissed).toBeUndefined()
    expect(runHead({ stored: { 'announcement-id': 'bar-1' } }).dataset.announcementDismissed).toBeUndefined()
    expect(runHead({ stored: { 'announcement-id': 'bar-1', 'announcement-dismiss': 'true' }, announcementId: null }).dataset.announcementDismissed).toBeUndefined()
  })

  it('defers off-screen rendering on a fresh visit only: not on a reload or a return, nor with a fragment to scroll to', () => {
    expect(runHead({ historyState: null }).dataset.deferOffscreen).toBe('')
    // A reload or a return: React Router's ScrollRestoration keyed the entry, and restores a scroll position in pixels.
    expect(runHead({ historyState: { key: 'k1' } }).dataset.deferOffscreen).toBeUndefined()
    expect(runHead({ historyState: null, hash: '#replies' }).dataset.deferOffscreen).toBeUndefined()
    // Whatever storage does.
    expect(runHead({ historyState: null, storageThrows: true }).dataset.deferOffscreen).toBe('')
  })

  it('is built for the configured bar and stays small', () => {
    const script = buildHeadScript(site.announcementBar?.id ?? null)
    if (site.announcementBar) expect(script).toContain(JSON.stringify(site.announcementBar.id))
    expect(script.length).toBeLessThan(700)
  })
})
