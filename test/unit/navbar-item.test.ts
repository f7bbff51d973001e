import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NavbarItemView } from '../../app/components/navbar-item.tsx'
import type { NavbarItem } from '../../app/config/site.ts'

const render = (item: unknown) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/docs/get-started'] }, createElement(NavbarItemView, { item: item as NavbarItem })))

describe('navbar items', () => {
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
