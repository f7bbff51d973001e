import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixedPages } from '../../app/content/fixed-pages.ts'
import { slashedRoutes } from '../../app/content/routes.ts'
import { normalizePathname } from '../../app/lib/pathname.ts'
import { routeForFile } from '../../scripts/build/output.ts'
import { getSecurityHeaders } from '../../scripts/build/security-headers.ts'
import { getRedirect } from '../../scripts/server/server.ts'
import { tempDir } from './temp-dir.ts'

describe('normalizePathname', () => {
  it.each([
    ['/docs/get-started.html', '/docs/get-started'],
    ['/docs/get-started/index.html', '/docs/get-started'],
    ['/docs/get-started/', '/docs/get-started'],
    ['/blog//', '/blog'],
    ['/index.html', '/'],
    ['/blog.html', '/blog'],
    ['/docs/get-started', '/docs/get-started'],
    ['/', '/'],
    ['/docs/html', '/docs/html'],
    ['/showcase', '/showcase/'],
    ['/showcase/', '/showcase/'],
    ['/showcase.html', '/showcase/'],
    ['/showcase/index.html', '/showcase/'],
  ])('%s → %s', (path, plain) => {
    expect(normalizePathname(path)).toBe(plain)
  })

  it('takes the routes with a trailing slash from the fixed pages, and only those', () => {
    expect([...slashedRoutes]).toEqual([fixedPages.showcase.route])
  })
})

describe('every user of the rule agrees with it', () => {
  it.each(['/docs/get-started/index.html', '/showcase', '/blog/', '/index.html'])('%s', (path) => {
    expect(getRedirect(path)).toBe(normalizePathname(path))
    expect(routeForFile(path.slice(1))).toBe(normalizePathname(path))
  })

  it('maps file names to routes for the build output', () => {
    expect(['index.html', 'docs/x/index.html', 'showcase/index.html', '404.html'].map(routeForFile)).toEqual(['/', '/docs/x', '/showcase/', '/404'])
  })

  it("finds a page's Content-Security-Policy under any spelling of its path", () => {
    const dir = tempDir('csp-')
    writeFileSync(join(dir, 'csp.json'), JSON.stringify({ pages: { '/showcase/': 'showcase', '/docs/x': 'doc' }, fallback: 'fallback' }))
    const headers = getSecurityHeaders(join(dir, 'client'))
    const csp = (path: string) => headers.forPath(path)['Content-Security-Policy']
    expect(['/showcase', '/showcase/index.html', '/docs/x.html', '/docs/x/', '/docs/y'].map(csp)).toEqual(['showcase', 'showcase', 'doc', 'doc', 'fallback'])
  })
})
