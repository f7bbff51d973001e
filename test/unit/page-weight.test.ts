import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { getPageWeight, ownHtml, siteStylesheetOf } from '../../scripts/bench/page-weight.ts'

describe('page weight with an inline stylesheet', () => {
  const site = mkdtempSync(join(tmpdir(), 'page-weight-'))
  afterAll(() => rmSync(site, { recursive: true, force: true }))
  const css = 'body{margin:0}'.repeat(100)
  const filter = '.tag-a{display:none}'
  const html = `<html><head><style data-href="filter">${filter}</style><style>${css}</style><link rel="stylesheet" href="/assets/extra.css"/></head><body><p>Text</p></body></html>`
  mkdirSync(join(site, 'assets'), { recursive: true })
  writeFileSync(join(site, 'index.html'), html)
  writeFileSync(join(site, 'assets/extra.css'), 'p{color:red}')

  it('counts the page\'s <style> elements and its linked stylesheets as CSS, the linked ones apart', () => {
    const weight = getPageWeight(site, '/')
    expect(weight.css.files).toEqual(['assets/extra.css'])
    expect(weight.css.inline).toBe(filter + css)
    expect(weight.css.linked.raw).toBe('p{color:red}'.length)
    expect(weight.css.raw).toBe('p{color:red}'.length + filter.length + css.length)
    expect(weight.html.raw).toBe(Buffer.byteLength(html))
  })

  it('takes only the site stylesheet (the <style> without attributes) out of a page\'s own HTML', () => {
    expect(siteStylesheetOf(html)).toBe(css)
    expect(ownHtml(html)).toBe(html.replace(css, ''))
    expect(ownHtml(html)).toContain(filter)
  })
})
