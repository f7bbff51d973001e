import { useEffect, useRef, useState } from 'react'
import { useMatches, useRevalidator } from 'react-router'
import { pageDataPath } from '../content/routes.ts'
import { contentBuildsTiming, liveContentEvents, type ContentUpdate, type ContentWarnings, type Hello } from '../lib/live-content-events.ts'
import { forgetFetchedData } from '../lib/page-data.ts'
import { normalizePathname } from '../lib/pathname.ts'

/** The count of content builds the dev server had made when it sent this document, or null. */
function documentBuilds(): number | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const metric = navigation?.serverTiming.find(({ name }) => name === contentBuildsTiming)
  return metric ? Number(metric.description) : null
}

/**
 * `npm run dev` only, rendered once by the root: when the dev server has compiled a save and the
 * open page's data (or the index every layout reads) changed, the page loads its data again in
 * place, through the same client loaders as a navigation: no full reload, scroll position and open
 * tabs kept. The page's new data file usually comes with the update, so nothing waits on the
 * server. While the content has problems, the error overlay shows them, though Vite closes it on
 * each update of its own; when it has none any more, the overlay closes. Renders nothing.
 *
 * Every save shows. A save whose data came with its update needs only a render, so the next save
 * waits for that render: started at once, the next revalidation would replace it before React had
 * committed it, on a busy machine, and the author would never see that save. A save that waits on
 * the server (a new title fetches the sidebar again) is replaced by the next one instead, so a slow
 * answer never holds a newer save back.
 *
 * The build's warnings (a duplicate route, a link to a missing .md file) are listed in a corner of
 * the page, which they leave usable: until they change, or the author dismisses them.
 */
export function LiveContent() {
  const { revalidate } = useRevalidator()
  const [warnings, setWarnings] = useState<string[]>([])
  const latest = useRef(revalidate)
  latest.current = revalidate

  // Counts the commits of new loader data (the matches change with it), so that a revalidation can
  // wait until its data is on the page, however React batches the renders.
  const matches = useMatches()
  const commits = useRef({ count: 0, waiting: [] as { after: number; resolve: () => void }[] })
  useEffect(() => {
    const state = commits.current
    state.count++
    const rendered = state.waiting.filter(({ after }) => after < state.count)
    state.waiting = state.waiting.filter(({ after }) => after >= state.count)
    rendered.forEach(({ resolve }) => resolve())
  }, [matches])

  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    /** Loads the page's data again and settles once the page has rendered it. */
    const showData = async () => {
      const after = commits.current.count
      await latest.current()
      if (commits.current.count > after) return
      await new Promise<void>((resolve) => commits.current.waiting.push({ after, resolve }))
    }
    let previous = { shown: Promise.resolve(), selfContained: false }
    const onUpdate = (update: ContentUpdate) => {
      const route = normalizePathname(window.location.pathname)
      if (!update.indexChanged && !update.routes.includes(route)) return
      const show = () => {
        // The layouts' files (sidebars) change only with the index: the others stay as fetched.
        forgetFetchedData(update.indexChanged ? undefined : update.routes.map(pageDataPath), update.files)
        return showData()
      }
      // A failed load shows in the route's error view; the saves after it still show.
      const shown = (previous.selfContained ? previous.shown.then(show) : show()).catch(() => {})
      previous = { shown, selfContained: !update.indexChanged && pageDataPath(route) in update.files }
    }
    // Vite closes the error overlay on each update of its own (a save of the stylesheet or of a
    // module in app/ while the content has a problem): the server shows the content's problems
    // again, if there are any (it alone knows).
    const onViteUpdate = () => {
      if (!document.querySelector('vite-error-overlay')) hot.send(liveContentEvents.problems)
    }
    const onOk = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close(): void }).close())
    const onWarnings = (data: ContentWarnings) => setWarnings(data.warnings)
    hot.on(liveContentEvents.update, onUpdate)
    hot.on(liveContentEvents.ok, onOk)
    hot.on(liveContentEvents.warnings, onWarnings)
    hot.on('vite:afterUpdate', onViteUpdate)
    // A page opened while the content has problems shows them at once, and one whose socket opened
    // after a save was built shows that save.
    hot.send(liveContentEvents.hello, { builds: documentBuilds() } satisfies Hello)
    return () => {
      hot.off(liveContentEvents.update, onUpdate)
      hot.off(liveContentEvents.ok, onOk)
      hot.off(liveContentEvents.warnings, onWarnings)
      hot.off('vite:afterUpdate', onViteUpdate)
    }
  }, [])
  return warnings.length > 0 ? <WarningList warnings={warnings} dismiss={() => setWarnings([])} /> : null
}

/** The build's warnings, in a corner. Styled inline: classes seen only here would add to every reader's stylesheet. */
function WarningList({ warnings, dismiss }: { warnings: string[]; dismiss: () => void }) {
  return (
    <aside
      role="status"
      aria-label="Content warnings"
      style={{ position: 'fixed', insetInlineStart: 12, insetBlockEnd: 12, zIndex: 1000, maxWidth: 'min(40rem, calc(100vw - 24px))', maxHeight: '40vh', overflow: 'auto', padding: '8px 12px', background: '#fff8e1', color: '#3d2c00', border: '1px solid #b7791f', borderRadius: 6, font: '13px/1.4 ui-monospace, monospace' }}
    >
      <strong>
        {warnings.length} content {warnings.length === 1 ? 'warning' : 'warnings'} (the page still builds)
      </strong>
      <ul style={{ margin: '6px 0', paddingInlineStart: 18, listStyle: 'disc' }}>
        {warnings.map((warning, i) => (
          <li key={i}>{warning}</li>
        ))}
      </ul>
      <button type="button" onClick={dismiss} style={{ textDecoration: 'underline' }}>
        Dismiss
      </button>
    </aside>
  )
}
