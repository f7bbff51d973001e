import { describe, expect, it } from 'vitest'
import { normalizeHtmlPath } from '../../app/lib/html-path.ts'

describe('normalizeHtmlPath', () => {
  it.each([
    ['/docs/get-started.html', '/docs/get-started'],
    ['/docs/get-started/index.html', '/docs/get-started'],
    ['/docs/category/tutorials/index.html', '/docs/category/tutorials'],
    ['/index.html', '/'],
    ['/blog.html', '/blog'],
    ['/docs/get-started', '/docs/get-started'],
    ['/', '/'],
    ['/docs/html', '/docs/html'],
  ])('%s → %s', (path, plain) => {
    expect(normalizeHtmlPath(path)).toBe(plain)
  })
})
