import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getNavbarItemProblem, NavbarItemView } from '../../app/components/navbar-item.tsx'
import { site, type NavbarItem } from '../../app/config/site.ts'

const render = (item: unknown) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/docs/get-started'] }, createElement(NavbarItemView, { item: item as NavbarItem })))

/** The text React writes for a string, so a quoted config can be found in the markup. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('navbar item config', () => {
  it('accepts every item of the site config', () => {
    for (const item of site.navbar) expect(getNavbarItemProblem(item)).toBe(null)
  })

  it.each([
    [{ type: 'megaMenu', label: 'More', position: 'left' }, /unknown type "megaMenu"; use one of link, dropdown/],
    [{ label: 'No type', to: '/x', position: 'left' }, /unknown type undefined/],
    [{ type: 'link', label: 'Nowhere', position: 'left' }, /a link item needs "to" or "href"/],
    [{ type: 'dropdown', label: 'Docs', position: 'left' }, /a dropdown item needs an "items" array/],
    [{ type: 'dropdown', label: 'Docs', position: 'left', items: [{ label: 'Ok', to: '/a' }, { label: 'Broken' }] }, /dropdown entry 1 needs "to" or "href"/],
    ['link', /an item must be an object/],
    [null, /an item must be an object/],
  ])('names the problem with %j', (item, problem) => {
    expect(getNavbarItemProblem(item)).toMatch(problem)
  })

  it('renders a config error quoting the item instead of the item, also in the prerendered HTML', () => {
    const item = { type: 'megaMenu', label: 'More', position: 'right', columns: 3 }
    const html = render(item)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Navbar item config error (unknown type &quot;megaMenu&quot;')
    expect(html).toContain(`<code>${escaped(JSON.stringify(item))}</code>`)
    expect(html).toContain('app/config/site.ts')
  })

  it('quotes the config of a link without a target', () => {
    const item = { type: 'link', label: 'Lost', position: 'left' }
    const html = render(item)
    expect(html).toContain('a link item needs')
    expect(html).toContain(escaped(JSON.stringify(item)))
    expect(html).not.toContain('<a ')
  })

  it('renders valid items as links, the external one opening in a new tab', () => {
    expect(render({ type: 'link', label: 'Blog', to: '/blog', position: 'left' })).toMatch(/<a class="navbar-link"[^>]* href="\/blog"[^>]*>Blog<\/a>/)
    const external = render({ type: 'link', label: 'GitHub', href: 'https://github.com/x', position: 'right' })
    expect(external).toContain('href="https://github.com/x"')
    expect(external).toContain('target="_blank"')
    expect(external).toContain('(opens in a new tab)')
    const version = render({ type: 'docsVersion', position: 'right' })
    expect(version).toContain('>Next</a>')
    expect(version).toContain('href="/docs/get-started"')
  })
})
