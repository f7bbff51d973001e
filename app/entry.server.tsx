import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'
import { readPageBodies, routeOf } from './content/.server/store/read.ts'
import { PageBodiesContext } from './lib/page-bodies.tsx'
import { StylesheetTextContext } from './lib/stylesheet-text.ts'
import stylesheetText from './app.css?inline'

export const streamTimeout = 5_000

// `npm run dev` links the stylesheet and never renders its text (root.tsx): a save of it needs
// nothing here. Without this, the save would make Vite's server runner load every module afresh.
import.meta.hot?.accept('./app.css?inline', () => {})

/**
 * Renders a page: at build time, once per prerendered route (`ssr: false`), and in `npm run dev`
 * per request. React Router's own entry does the same but for two things given to the components
 * by context: the page's rendered bodies, read from the content store, since the loader data
 * leaves them out (app/lib/page-bodies.tsx), and the stylesheet's text, which built pages carry
 * (app/lib/stylesheet-text.ts). A page is written out whole, once everything has rendered, as
 * static generation wants.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  const bodies = readPageBodies(routeOf(request))
  return new Promise((resolve, reject) => {
    let rendered = false
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextContext.Provider value={stylesheetText}>
        <PageBodiesContext.Provider value={bodies}>
          <ServerRouter context={routerContext} url={request.url} />
        </PageBodiesContext.Provider>
      </StylesheetTextContext.Provider>,
      {
        onAllReady() {
          rendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              callback()
            },
          })
          headers.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        },
        onShellError: reject,
        onError(error) {
          status = 500
          // Errors before the shell rendered reject above, and React Router logs them.
          if (rendered) console.error(error)
        },
      },
    )
    // Abort a render that never finishes, after React Router's own timeout for streamed data.
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
