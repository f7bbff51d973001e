import { buildSitemap } from '../../content/.server/generated-files.ts'
import { store } from '../../content/.server/store/read.ts'

/** /sitemap.xml: every page search engines may index. */
export function loader() {
  return new Response(buildSitemap(store.getIndex()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
