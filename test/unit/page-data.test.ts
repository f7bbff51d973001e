import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageDataPath } from '../../app/content/routes.ts'
import { useBody } from '../../app/lib/page-bodies.tsx'
import { fetchPageData, forgetFetchedData } from '../../app/lib/page-data.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  forgetFetchedData()
})

/** A page the other test files do not load, so the bodies kept here are this file's own. */
const route = '/docs/page-data-probe'
const file = (body: string) => JSON.stringify({ data: { title: 'Probe' }, bodies: { [route]: body } })

/** The body a component of the page would render now. */
function Body() {
  return useBody(route) ?? 'none'
}
const shown = () => renderToStaticMarkup(createElement(Body))

/** A fetch whose answers the test releases one by one, in the order it chooses. */
function heldFetch() {
  const pending: Array<(text: string) => void> = []
  vi.stubGlobal('fetch', (url: string) => {
    expect(url).toBe(pageDataPath(route))
    return new Promise<Response>((resolve) => pending.push((text) => resolve(new Response(text))))
  })
  return pending
}

/** The page's data, as its client loader asks for it. */
const load = (signal?: AbortSignal) => fetchPageData(new Request(`http://localhost${route}`, { signal }))

/** A first load of the page, answered with `body`: the fetch it made is `pending[0]`. */
async function loadAnswered(pending: Array<(text: string) => void>, body: string) {
  const loaded = load()
  await vi.waitFor(() => expect(pending).toHaveLength(1))
  pending[0]!(file(body))
  return loaded
}

describe('page data for client navigation', () => {
  it('keeps the bodies of a load for the components and returns its data', async () => {
    await expect(loadAnswered(heldFetch(), 'Now.')).resolves.toEqual({ title: 'Probe' })
    expect(shown()).toBe('Now.')
  })

  it('keeps nothing from a load that was given up on, though its file arrives after the newer one', async () => {
    const pending = heldFetch()
    const older = new AbortController()
    const first = load(older.signal)
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    // A save while the first load is under way: React Router aborts it and loads again.
    older.abort()
    forgetFetchedData()
    const second = load()
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    pending[1]!(file('The second save.'))
    await second
    pending[0]!(file('The first save.'))
    await expect(first).rejects.toThrow()
    expect(shown()).toBe('The second save.')
  })

  it('after a save, keeps the data that came with the update without a fetch, and drops only the files named', async () => {
    const pending = heldFetch()
    await loadAnswered(pending, 'Before the save.')
    forgetFetchedData([pageDataPath(route)], { [pageDataPath(route)]: file('The save.') })
    await expect(load()).resolves.toEqual({ title: 'Probe' })
    expect(shown()).toBe('The save.')
    expect(pending).toHaveLength(1)
    // Dropped and not given: fetched again.
    forgetFetchedData([pageDataPath(route)])
    const again = load()
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    pending[1]!(file('Fetched again.'))
    await again
    expect(shown()).toBe('Fetched again.')
  })

  it('keeps a file that another save did not name', async () => {
    const pending = heldFetch()
    await loadAnswered(pending, 'Fetched once.')
    forgetFetchedData([pageDataPath('/docs/another-page')])
    await load()
    expect(pending).toHaveLength(1)
  })
})
