import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildContent, type LastGood } from '../../app/content/.server/build.ts'
import { CompileCache } from '../../app/content/.server/cache.ts'
import { indexFile, pageDataFile } from '../../app/content/.server/store/files.ts'
import { toStoreFiles } from '../../app/content/.server/store/write.ts'
import routes from '../../app/routes.ts'
import { doc, fixtureSidebars, makeFixture } from './fixture.ts'

afterEach(() => vi.restoreAllMocks())

/** A fixture site rebuilt as `npm run dev` rebuilds it after a save: one compile cache and last good versions kept across builds. */
function devSite() {
  const fixture = makeFixture({
    'content/docs/get-started.mdx': doc('Get started', 'Start here, then read [the guide](./guides/one.mdx).'),
    'content/docs/guides/one.mdx': doc('One', 'The first guide.'),
  })
  const cache = new CompileCache(null, 'v1')
  const lastGood: LastGood = { sources: new Map(), compiled: new Map() }
  const rebuild = async () => (await buildContent({ root: fixture.root, routeConfig: routes, cache, lastGood, apiReference: null, sidebarConfig: fixtureSidebars, navbar: [], history: null })).content
  const write = (file: string, text: string) => writeFileSync(join(fixture.root, file), text)
  return { rebuild, write }
}

describe('the store files of a rebuild', () => {
  it('serialises nothing again when every page, the index and the feeds are as the last build left them', async () => {
    const site = devSite()
    const before = await site.rebuild()
    const first = toStoreFiles(before)
    const again = await site.rebuild()
    // A rebuild assembles its pages afresh: equal data in new objects.
    expect(again.pages.get('/docs/get-started')).toEqual(before.pages.get('/docs/get-started'))
    expect(again.pages.get('/docs/get-started')).not.toBe(before.pages.get('/docs/get-started'))
    const stringify = vi.spyOn(JSON, 'stringify')
    const second = toStoreFiles(again)
    expect(stringify).not.toHaveBeenCalled()
    expect(second).toEqual(first)
  })

  it('writes a changed page anew, and the index when its title changed, keeping the others', async () => {
    const site = devSite()
    const first = toStoreFiles(await site.rebuild())
    site.write('content/docs/guides/one.mdx', doc('One, retitled', 'The first guide, edited.'))
    const second = toStoreFiles(await site.rebuild())
    const changed = second.get(pageDataFile('/docs/guides/one'))!
    expect(changed.text).toContain('The first guide, edited.')
    expect(changed.hash).not.toBe(first.get(pageDataFile('/docs/guides/one'))!.hash)
    expect(second.get(indexFile)!.text).toContain('One, retitled')
    expect(second.get(indexFile)!.hash).not.toBe(first.get(indexFile)!.hash)
    expect(second.get(pageDataFile('/docs/get-started'))).toEqual(first.get(pageDataFile('/docs/get-started')))
  })
})
