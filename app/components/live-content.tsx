import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { isSamePage, pushPageData, revalidateContent, type ContentUpdate } from '../lib/live-content.ts'

/**
 * `npm run dev` only: when the dev server has compiled a save (scripts/lib/live-content.ts), the
 * open page shows the data the save changed in place (sent along with the update, or reloaded): no
 * full reload, scroll position and open tabs kept. When
 * the content has no problems any more, the error overlay closes. Renders nothing. Every route
 * with a loader exports `shouldRevalidate` from app/lib/live-content.ts for this.
 */
export function LiveContent() {
  const { revalidate } = useRevalidator()
  const latest = useRef(revalidate)
  latest.current = revalidate

  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    const onUpdate = (update: ContentUpdate) => {
      // Pages sent along show at once (useLiveData); the rest reloads from the server: the index
      // when it changed, the open page when its data did and was not sent.
      const sent = update.pages ?? {}
      pushPageData(sent)
      const routes = update.routes.filter((route) => !(route in sent))
      if (update.indexChanged || routes.some((route) => isSamePage(route, window.location.pathname))) void revalidateContent(latest.current, { ...update, routes })
    }
    const onOk = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close(): void }).close())
    hot.on('atproto-docs:content-update', onUpdate)
    hot.on('atproto-docs:content-ok', onOk)
    // A page opened while the content has problems shows them at once.
    hot.send('atproto-docs:content-hello')
    return () => {
      hot.off('atproto-docs:content-update', onUpdate)
      hot.off('atproto-docs:content-ok', onOk)
    }
  }, [])
  return null
}
