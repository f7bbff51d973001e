import { buildLlmsFullTxt, buildLlmsTxt } from '../../content/.server/generated-files.ts'
import { routeOf, store } from '../../content/.server/store/read.ts'

/** /llms.txt (an index of the site for language models) and /llms-full.txt (every page's twin): app/routes.ts gives this module both routes. */
export function loader({ request }: { request: Request }) {
  const index = store.getIndex()
  const text = routeOf(request) === '/llms-full.txt' ? buildLlmsFullTxt(index, store.getMarkdownTwins()) : buildLlmsTxt(index)
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
