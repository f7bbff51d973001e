import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from '../../app/content/.server/build.ts'
import { CompileCache, getPipelineVersion, type DepsContext } from '../../app/content/.server/cache.ts'
import type { CompiledContent } from '../../app/content/.server/markdown/types.ts'
import { toStoreFiles } from '../../app/content/.server/store/write.ts'
import type { DocPageData } from '../../app/content/types.ts'
import routes from '../../app/routes.ts'
import { doc, fixtureSidebars, makeFixture, pageOf } from './fixture.ts'

/** A fixture site and a build of it through a compile cache on disk, as `npm run build` does. */
function setUp(files: Record<string, string>) {
  const fixture = makeFixture(files)
  const cacheDir = join(fixture.root, '.cache/compile')
  const build = async (version = 'v1') => {
    const cache = new CompileCache(cacheDir, version)
    const result = await buildContent({ root: fixture.root, routeConfig: routes, cache, apiReference: null, sidebarConfig: fixtureSidebars, navbar: [] })
    expect(result.problems).toEqual([])
    return { ...result, stats: cache.stats }
  }
  const write = (file: string, text: string) => writeFileSync(join(fixture.root, file), text)
  return { root: fixture.root, build, write }
}

const site = {
  'content/docs/get-started.mdx': doc('Get started', 'Start here, then read [the guide](./guides/one.mdx).'),
  'content/docs/guides/one.mdx': doc('One', 'The first guide.'),
  'content/docs/guides/two.mdx': doc('Two', 'The second guide.'),
}

describe('the compile cache', () => {
  it('compiles every page on a cold build and none on a warm one, with the same result byte for byte', async () => {
    const { build } = setUp(site)
    const cold = await build()
    expect(cold.stats).toEqual({ hits: 0, misses: 3 })
    const warm = await build()
    expect(warm.stats).toEqual({ hits: 3, misses: 0 })
    expect(toStoreFiles(warm.content)).toEqual(toStoreFiles(cold.content))
  })

  it('after one page changed, compiles that page only', async () => {
    const { build, write } = setUp(site)
    await build()
    write('content/docs/guides/two.mdx', doc('Two', 'The second guide, rewritten.'))
    const next = await build()
    expect(next.stats).toEqual({ hits: 2, misses: 1 })
    expect(pageOf<DocPageData>(next.content, '/docs/guides/two').html).toContain('rewritten')
  })

  it('compiles a page again when a page it links to moved, so the link follows', async () => {
    const { build, write } = setUp(site)
    const before = await build()
    expect(pageOf<DocPageData>(before.content, '/docs/get-started').html).toContain('href="/docs/guides/one"')
    write('content/docs/guides/one.mdx', doc('One', 'The first guide.', 'slug: first\n'))
    const after = await build()
    // one.mdx changed (its front matter) and get-started.mdx links to it; two.mdx is untouched.
    expect(after.stats).toEqual({ hits: 1, misses: 2 })
    expect(pageOf<DocPageData>(after.content, '/docs/get-started').html).toContain('href="/docs/guides/first"')
  })

  it('compiles the pages that include a snippet again when the snippet changes, and only those', async () => {
    const fence = (code: string) => `Sign in first.\n\n\`\`\`ts\n${code}\n\`\`\`\n`
    const { build, write } = setUp({
      ...site,
      'content/_snippets/login.ts': "await agent.login({ identifier: 'alice' })\n",
      'content/docs/guides/one.mdx': doc('One', fence("import { AtpAgent } from '@atproto/api'\n// @include login")),
    })
    const before = await build()
    expect(before.content.twins.get('/docs/guides/one')).toContain("import { AtpAgent } from '@atproto/api'\nawait agent.login({ identifier: 'alice' })\n")
    expect((await build()).stats).toEqual({ hits: 3, misses: 0 })
    write('content/_snippets/login.ts', "await agent.login({ identifier: 'bob' })\n")
    const after = await build()
    expect(after.stats).toEqual({ hits: 2, misses: 1 })
    expect(after.content.twins.get('/docs/guides/one')).toContain("await agent.login({ identifier: 'bob' })")
    expect(pageOf<DocPageData>(after.content, '/docs/guides/one').html).toContain('bob')
  })

  it('starts over when the pipeline version changes', async () => {
    const { build } = setUp(site)
    await build('v1')
    expect((await build('v2')).stats).toEqual({ hits: 0, misses: 3 })
  })

  it('treats a torn or foreign cache file as a miss and replaces it', async () => {
    const { build, root } = setUp(site)
    await build()
    const dir = join(root, '.cache/compile')
    for (const name of readdirSync(dir)) writeFileSync(join(dir, name), '{"key": "trunc')
    expect((await build()).stats).toEqual({ hits: 0, misses: 3 })
    expect((await build()).stats).toEqual({ hits: 3, misses: 0 })
  })
})

describe('a cached page', () => {
  const compiled = (deps: CompiledContent['deps']): CompiledContent => ({
    html: '<p>x</p>',
    toc: [],
    links: [],
    sections: [],
    excerptHtml: '',
    truncated: false,
    feedHtml: null,
    plainText: 'x',
    markdown: 'x',
    deps,
  })
  const setUpCache = () => {
    const fixture = makeFixture({ 'content/_snippets/login.ts': 'login()' })
    const files: Record<string, string> = { 'content/_snippets/login.ts': 'login()' }
    const context = (apiFamiliesKey = 'a'): DepsContext => ({ resolveLink: () => undefined, apiFamiliesKey, readFile: (file) => files[file] ?? null })
    return { cache: new CompileCache(join(fixture.root, '.cache/compile'), 'v1'), files, context }
  }

  it('is compiled again when a file it includes changes', async () => {
    const { cache, files, context } = setUpCache()
    const run = async () => compiled({ links: [], apiFamilies: false, includes: ['content/_snippets/login.ts'] })
    await cache.compile('content/docs/a.mdx', 'source', context(), run)
    await cache.compile('content/docs/a.mdx', 'source', context(), run)
    expect(cache.stats).toEqual({ hits: 1, misses: 1 })
    files['content/_snippets/login.ts'] = 'login({ changed: true })'
    await cache.compile('content/docs/a.mdx', 'source', context(), run)
    expect(cache.stats).toEqual({ hits: 1, misses: 2 })
  })

  it('is compiled again when it lists the API families and they change, and only then', async () => {
    const { cache, context } = setUpCache()
    const lists = async () => compiled({ links: [], apiFamilies: true, includes: [] })
    const plain = async () => compiled({ links: [], apiFamilies: false, includes: [] })
    await cache.compile('content/docs/table.mdx', 'source', context('a'), lists)
    await cache.compile('content/docs/plain.mdx', 'source', context('a'), plain)
    await cache.compile('content/docs/table.mdx', 'source', context('b'), lists)
    await cache.compile('content/docs/plain.mdx', 'source', context('b'), plain)
    expect(cache.stats).toEqual({ hits: 1, misses: 3 })
  })
})

describe('the pipeline version', () => {
  it('changes with the site address, so a cache restored for another address never answers', () => {
    const root = process.cwd()
    expect(getPipelineVersion(root, 'https://docs.example.org')).toBe(getPipelineVersion(root, 'https://docs.example.org'))
    expect(getPipelineVersion(root, 'https://docs.example.org')).not.toBe(getPipelineVersion(root, 'https://docs.atproto.example'))
  })
})

// The real content, cold and warm: test/unit/real-content.test.ts.
