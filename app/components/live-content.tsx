import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { pageDataPath } from '../content/routes.ts'
import { liveContentEvents, type ContentUpdate } from '../lib/live-content-events.ts'
import { forgetFetchedData } from '../lib/page-data.ts'
import { normalizePathname } from '../lib/pathname.ts'

/**
 * `npm run dev` only, rendered once by the root: when the dev server has compiled a save and the
 * open page's data (or the index every layout reads) changed, the page loads its data again in
 * place, through the same client loaders as a navigation: no full reload, scroll position and open
 * tabs kept. The page's new data file usually comes with the update, so nothing waits on the
 * server. When the content has no problems any more, the error overlay closes. Renders nothing.
 */
export function LiveContent() {
  const { revalidate } = useRevalidator()
  const latest = useRef(revalidate)
  latest.current = revalidate

  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    const onUpdate = (update: ContentUpdate) => {
      if (!update.indexChanged && !update.routes.includes(normalizePathname(window.location.pathname))) return
      // The layouts' files (sidebars) change only with the index: the others stay as fetched.
      forgetFetchedData(update.indexChanged ? undefined : update.routes.map(pageDataPath), update.files)
      void latest.current()
    }
    const onOk = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close(): void }).close())
    hot.on(liveContentEvents.update, onUpdate)
    hot.on(liveContentEvents.ok, onOk)
    // A page opened while the content has problems shows them at once.
    hot.send(liveContentEvents.hello)
    return () => {
      hot.off(liveContentEvents.update, onUpdate)
      hot.off(liveContentEvents.ok, onOk)
    }
  }, [])
  return null
}
