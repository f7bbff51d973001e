import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import type { SidebarItemConfig } from '../../app/config/sidebars.ts'
import { site } from '../../app/config/site.ts'
import { buildContent } from '../../app/content/.server/build.ts'
import { checkNavbar, checkServedRoutes } from '../../app/content/.server/checks.ts'
import type { ContentProblem } from '../../app/content/.server/markdown/problems.ts'
import type { IndexEntry } from '../../app/content/types.ts'
import routes from '../../app/routes.ts'
import { describeProblem, describeProblems, formatLocation } from '../../app/content/.server/markdown/problems.ts'
import { toOverlay } from '../../scripts/vite/live-content-plugin.ts'
import type { DocPageData } from '../../app/content/types.ts'
import { doc, fixtureSidebars, makeFixture, pageOf } from './fixture.ts'

const navbar = [{ type: 'link', label: 'Blog', to: '/blog', position: 'left' }]

async function build(files: Record<string, string>, options: { sidebarConfig?: Record<string, SidebarItemConfig[]>; navbar?: unknown[]; routeConfig?: RouteConfigEntry[] } = {}) {
  const fixture = makeFixture(files)
  const result = await buildContent({
    root: fixture.root,
    routeConfig: options.routeConfig ?? routes,
    apiReference: null,
    sidebarConfig: options.sidebarConfig ?? fixtureSidebars,
    navbar: options.navbar ?? navbar,
    // A fixture is no git checkout: its pages go undated, without the warning (git-dates.test.ts covers dates).
    history: null,
  })
  return { ...result, errors: result.problems.map(formatLocation) }
}

const base = {
  'content/docs/get-started.mdx': doc('Get started', 'Read [the guide](/docs/guides/one).'),
  'content/docs/guides/one.mdx': doc('One', 'Back to [start](/docs/get-started#install) and [home](/).'),
}

describe('build checks', () => {
  it('passes a clean fixture', async () => {
    const { errors, warnings, content } = await build(base)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
    expect(content.index.map((e) => e.route)).toContain('/docs/guides/one')
  })

  it('fails on every broken internal link, naming its file and line', async () => {
    const { errors } = await build({
      ...base,
      'content/docs/guides/one.mdx': doc('One', 'See [a](/docs/nope) and\n\n[b](/blog/missing-post).'),
    })
    expect(errors).toEqual([
      'content/docs/guides/one.mdx:6:5: broken link "/docs/nope": no page at /docs/nope. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.',
      'content/docs/guides/one.mdx:8:1: broken link "/blog/missing-post": no page at /blog/missing-post. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.',
    ])
  })

  it('fails on a link with no address, naming its file and line', async () => {
    const { errors } = await build({ ...base, 'content/docs/guides/one.mdx': doc('One', 'Fine line.\n\nSee [the guide]() and <a href="">this</a>.') })
    expect(errors).toEqual([
      'content/docs/guides/one.mdx:8:5: a link with no address, such as [text](): write the page, file or URL it goes to between the parentheses',
      'content/docs/guides/one.mdx:8:23: a link with no address, such as [text](): write the page, file or URL it goes to between the parentheses',
    ])
  })

  it('only warns on a broken markdown file link, and rewrites a good one to its route', async () => {
    const { errors, warnings, content } = await build({
      ...base,
      'content/docs/guides/one.mdx': doc('One', 'See [missing](./missing.mdx) and [start](../get-started.mdx).'),
    })
    expect(errors).toEqual([])
    expect(warnings).toEqual(['content/docs/guides/one.mdx:6: markdown link "./missing.mdx" points to content/docs/guides/missing.mdx, which does not exist'])
    expect(pageOf<DocPageData>(content, '/docs/guides/one').html).toContain('href="/docs/get-started"')
  })

  it('ignores broken anchors', async () => {
    const { errors, warnings } = await build({ ...base, 'content/docs/guides/one.mdx': doc('One', '[x](/docs/get-started#no-such-heading) [y](#nowhere)') })
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
  })

  it('warns about duplicate routes and keeps the first', async () => {
    const { errors, warnings, content } = await build({ ...base, 'content/docs/guides/two.mdx': doc('Two', 'Text.', 'slug: one\n') })
    expect(errors).toEqual([])
    expect(warnings).toEqual(['Duplicate route /docs/guides/one: content/docs/guides/two.mdx and content/docs/guides/one.mdx both map to it; keeping content/docs/guides/one.mdx'])
    expect(pageOf<DocPageData>(content, '/docs/guides/one').title).toBe('One')
  })

  it('rejects an unknown navbar item type, quoting the item', async () => {
    const { errors } = await build(base, { navbar: [{ type: 'docSidebarz', label: 'Docs', position: 'left' }] })
    expect(errors).toEqual([
      'app/config/site.ts: navbar item 0 has unknown type "docSidebarz"; use one of link, dropdown, docsVersion, localeDropdown, search, colorMode. Item config: {"type":"docSidebarz","label":"Docs","position":"left"}',
    ])
  })

  it.each([
    [{ label: 'No type', to: '/x', position: 'left' }, 'has unknown type undefined; use one of link, dropdown, docsVersion, localeDropdown, search, colorMode'],
    [{ type: 'link', label: 'Nowhere', position: 'left' }, 'is a link without "to" or "href"'],
    [{ type: 'dropdown', label: 'Docs', position: 'left' }, 'is a dropdown without an "items" array'],
    [{ type: 'dropdown', label: 'Docs', position: 'left', items: [{ label: 'Ok', to: '/a' }, { label: 'Broken' }] }, 'is a dropdown whose entry 1 has no "to" or "href"'],
    ['link', 'is not an object'],
    [null, 'is not an object'],
  ])('rejects the navbar item %j', (item, problem) => {
    const problems: ContentProblem[] = []
    checkNavbar([{ type: 'search', position: 'right' }, item], problems)
    expect(problems.map((p) => p.message)).toEqual([`navbar item 1 ${problem}. Item config: ${JSON.stringify(item)}`])
  })

  it('accepts every item of the site navbar', () => {
    const problems: ContentProblem[] = []
    checkNavbar(site.navbar, problems)
    expect(problems).toEqual([])
  })

  it('rejects a sidebar doc id with no file', async () => {
    const { errors } = await build(base, { sidebarConfig: { docs: [...fixtureSidebars.docs, { type: 'doc', id: 'guides/missing' }] } })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^app\/config\/sidebars\.ts: sidebar "docs" refers to doc id "guides\/missing", which matches no file in content\/docs\./)
  })

  it('rejects a category, or a sidebar, with no link', async () => {
    const empty = await build(base, {
      sidebarConfig: { docs: [...fixtureSidebars.docs, { type: 'category', label: 'Empty', slug: 'empty', description: 'None.', autogenerate: 'empty' }] },
    })
    expect(empty.errors).toEqual([
      'app/config/sidebars.ts: category "Empty" in sidebar "docs" has no link. Add items, or pages to content/docs/empty/, or remove the category.',
    ])
    const none = await build({ 'content/docs/solo.mdx': doc('Solo') }, { sidebarConfig: { docs: [] } })
    expect(none.errors).toEqual(['app/config/sidebars.ts: sidebar "docs" has no link. Add a doc or a category with pages to it.'])
  })

  it('rejects a page that no sidebar item reaches, unless it is unlisted or the docs home', async () => {
    const files = {
      ...base,
      'content/docs/index.mdx': doc('Documentation'),
      'content/docs/recipes/first.mdx': doc('First recipe'),
      'content/docs/loose.mdx': doc('Loose'),
      'content/docs/hidden.mdx': '---\ntitle: Hidden\ndescription: Reached by its URL only.\nunlisted: true\n---\n\nText.\n',
    }
    const { errors } = await build(files)
    expect(errors).toEqual([
      `content/docs/loose.mdx:1:1: the page is in no item of sidebar "docs" (app/config/sidebars.ts), so no link reaches it. List the doc id "loose" there, or set unlisted: true in its front matter to keep it out on purpose.`,
      `content/docs/recipes/first.mdx:1:1: the page is in no item of sidebar "docs" (app/config/sidebars.ts), so no link reaches it. Add a category with autogenerate: 'recipes' there, list the doc id "recipes/first", or set unlisted: true in its front matter to keep it out on purpose.`,
    ])
    const listed = await build(files, {
      sidebarConfig: { docs: [...fixtureSidebars.docs, { type: 'doc', id: 'loose' }, { type: 'category', label: 'Recipes', slug: 'recipes', description: 'Recipes.', autogenerate: 'recipes' }] },
    })
    expect(listed.errors).toEqual([])
  })

  it('fails when a page module has no default export', async () => {
    const { errors } = await build({
      ...base,
      'app/routes/broken.tsx': 'export function loader() { return null }\nexport const meta = () => []',
    }, { routeConfig: [...routes, { path: 'x', file: 'routes/broken.tsx' }] })
    expect(errors).toEqual(["app/routes/broken.tsx: The page component app/routes/broken.tsx doesn't have a default export"])
  })

  it('names a page module that cannot be parsed, at the place of the error', async () => {
    const { errors } = await build({
      ...base,
      'app/routes/broken.tsx': 'export default function Page() {\n  return <div>\n}\n',
    }, { routeConfig: [...routes, { path: 'x', file: 'routes/broken.tsx' }] })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^app\/routes\/broken\.tsx:3:1: The route module app\/routes\/broken\.tsx cannot be parsed: /)
  })

  it('accepts a default export given by name', async () => {
    const { errors } = await build({
      ...base,
      'app/routes/named.tsx': 'function Page(): JSX.Element {\n  return <main />\n}\nexport { Page as default }\n',
    }, { routeConfig: [...routes, { path: 'x', file: 'routes/named.tsx' }] })
    expect(errors).toEqual([])
  })

  it('accepts a resource route: a .ts module that only answers with its loader', async () => {
    const { errors } = await build({
      ...base,
      'app/routes/data.ts': 'export function loader() {\n  return Response.json([])\n}\n',
    }, { routeConfig: [...routes, { path: 'x.json', file: 'routes/data.ts' }] })
    expect(errors).toEqual([])
  })

  it('names the file and field of bad front matter', async () => {
    const { errors } = await build({ ...base, 'content/docs/guides/bad.mdx': '---\ntitle: ""\ndescription: x\nsidebar_position: first\n---\nText\n' })
    expect(errors).toEqual([
      'content/docs/guides/bad.mdx:2:1: front matter field "title": title must not be empty.',
      'content/docs/guides/bad.mdx:4:1: front matter field "sidebar_position": Invalid input: expected number, received string.',
    ])
  })

  it('reports a page whose front matter is wrong once, not again at each link to it', async () => {
    const { errors } = await build({ ...base, 'content/docs/guides/one.mdx': '---\ntitle: One\n---\n\nText.\n' })
    // Nor is its category, empty meanwhile, reported as having no link.
    expect(errors).toEqual(['content/docs/guides/one.mdx:1:1: front matter field "description" is missing; every page needs it.'])
  })

  it('says which front matter field is missing', async () => {
    const { errors } = await build({ ...base, 'content/docs/guides/bare.mdx': '---\ntitle: Bare\n---\nText\n', 'content/docs/guides/none.mdx': 'Text\n' })
    expect(errors).toEqual([
      'content/docs/guides/bare.mdx:1:1: front matter field "description" is missing; every page needs it.',
      'content/docs/guides/none.mdx:1:1: front matter field "title" is missing; every page needs it.',
      'content/docs/guides/none.mdx:1:1: front matter field "description" is missing; every page needs it.',
    ])
  })

  it('holds file and folder names to URL segments, lowercase words joined by dashes, unless a slug replaces the name', async () => {
    const { errors, content } = await build({
      ...base,
      'content/docs/guides/My Page.mdx': doc('Mine'),
      'content/docs/guides/Café.mdx': doc('Café', 'Text.', 'slug: cafe\n'),
      'content/docs/More Guides/two.mdx': doc('Two'),
      'content/blog/2024-01-01-hello world.mdx': '---\ntitle: Hello\ndescription: A post.\nauthors: [team]\n---\n\nHi.\n',
      'content/blog/2024-01-02-hello-world/index.mdx': '---\ntitle: Hello again\ndescription: A post.\nauthors: [team]\n---\n\nHi.\n',
      'content/blog/authors.yml': 'team:\n  name: Team\n  title: Writers\n  url: https://example.com\n  image: https://example.com/team.png\n',
    })
    expect(errors).toEqual([
      'content/docs/More Guides/two.mdx:1:1: the folder "More Guides" is a URL segment of its pages and must be lowercase words joined by dashes: rename it (e.g. more-guides).',
      `content/docs/guides/My Page.mdx:1:1: the file name "My Page" is the page's URL segment and must be lowercase words joined by dashes: rename the file (e.g. my-page.mdx), or set "slug" in the front matter.`,
      `content/blog/2024-01-01-hello world.mdx:1:1: the file name "2024-01-01-hello world" is the page's URL segment and must be lowercase words joined by dashes: rename the file (e.g. 2024-01-01-hello-world.mdx), or set "slug" in the front matter.`,
    ])
    expect(content.index.map((entry) => entry.route)).toEqual(expect.arrayContaining(['/docs/guides/cafe', '/blog/hello-world']))
  })

  it('leaves drafts out of production builds and unlisted pages out of the sidebar', async () => {
    const { content } = await build({
      ...base,
      'content/docs/guides/draft.mdx': doc('Draft', 'Text.', 'draft: true\n'),
      'content/docs/guides/hidden.mdx': doc('Hidden', 'Text.', 'unlisted: true\n'),
    })
    const routes = content.index.map((e) => e.route)
    expect(routes).not.toContain('/docs/guides/draft')
    expect(routes).toContain('/docs/guides/hidden')
    expect(content.index.find((e) => e.route === '/docs/guides/hidden')?.unlisted).toBe(true)
    expect(JSON.stringify(content.sidebar)).not.toContain('/docs/guides/hidden')
  })

  it('reports an MDX syntax error with its file and line', async () => {
    const { errors } = await build({ ...base, 'content/docs/guides/one.mdx': doc('One', 'Fine line.\n\nBroken {expression') })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBe('content/docs/guides/one.mdx:8:19: Unexpected end of file in expression, expected a corresponding closing brace for `{`')
  })

  it('rejects an admonition that is never closed, which would take in the rest of the page, and accepts closed ones in quotes and lists', async () => {
    const open = await build({ ...base, 'content/docs/guides/one.mdx': doc('One', 'Fine line.\n\n:::note\nInside.\n\nMeant to be outside.') })
    expect(open.errors).toEqual(['content/docs/guides/one.mdx:8:1: ":::note" is never closed, so all that follows it is inside the note: end it with a line of ":::"'])
    const closed = ':::tip[Named]\nInside.\n:::\n\n> :::note\n> Quoted.\n> :::\n\n- An item.\n\n  ::::warning\n  Listed.\n  ::::\n\n:::info\nLast.\n:::'
    expect((await build({ ...base, 'content/docs/guides/one.mdx': doc('One', closed) })).errors).toEqual([])
  })

  it('rejects tabs used wrongly: a TabItem outside Tabs, or one without a value', async () => {
    const errorsOf = async (body: string) => (await build({ ...base, 'content/docs/guides/one.mdx': doc('One', `Fine line.\n\n${body}`) })).errors
    expect(await errorsOf('<TabItem value="a" label="A">x</TabItem>')).toEqual(['content/docs/guides/one.mdx:8:1: <TabItem> must be a direct child of <Tabs>'])
    expect(await errorsOf('<Tabs>\n<TabItem label="A">x</TabItem>\n</Tabs>')).toContain('content/docs/guides/one.mdx:9:1: <TabItem> needs a value="…" attribute')
    expect(await errorsOf('<Tabs>\n<TabItem value="a" label="A">x</TabItem>\n<TabItem value="b" label="B">y</TabItem>\n</Tabs>')).toEqual([])
  })

  it('rejects a code block in a language the highlighter does not know, which would lose its highlighting, and accepts aliases and plain text', async () => {
    const typo = await build({ ...base, 'content/docs/guides/one.mdx': doc('One', 'Fine line.\n\n```typscript\nconst a = 1\n```') })
    expect(typo.errors).toHaveLength(1)
    expect(typo.errors[0]).toMatch(/^content\/docs\/guides\/one\.mdx:8:1: Unknown code language "typscript": use one of ts, tsx, .* or text for plain text\. To highlight another, add it to `languages` in app\/content\/\.server\/markdown\/highlight\.ts$/)
    const known = ['ts', 'typescript', 'sh', 'console', 'text', 'txt', ''].map((lang) => `\`\`\`${lang}\nx\n\`\`\``).join('\n\n')
    expect((await build({ ...base, 'content/docs/guides/one.mdx': doc('One', known) })).errors).toEqual([])
  })
})

describe('problem reports', () => {
  it('name the file, line and column, with a code frame of the source around it', async () => {
    const source = doc('One', 'Fine line.\n\nSee [a](/docs/nope) here.')
    const fixture = makeFixture({ ...base, 'content/docs/guides/one.mdx': source })
    const { problems } = await buildContent({
      root: fixture.root,
      routeConfig: routes,
      apiReference: null,
      sidebarConfig: fixtureSidebars,
      navbar,
    })
    expect(problems).toHaveLength(1)
    expect(describeProblem(problems[0], () => source)).toBe(
      [
        'content/docs/guides/one.mdx:8:5: broken link "/docs/nope": no page at /docs/nope. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.',
        '  6 | Fine line.',
        '  7 |',
        '> 8 | See [a](/docs/nope) here.',
        '    |     ^',
        '  9 |',
      ].join('\n'),
    )
  })

  it('give one cause met in many places once, with its other places listed, in the terminal and in the overlay', async () => {
    const link = 'See [it](/docs/guides/gone).'
    const { problems } = await build({
      ...base,
      'content/docs/guides/one.mdx': doc('One', link),
      'content/docs/guides/two.mdx': doc('Two', `Text.\n\n${link}`),
      'content/docs/guides/three.mdx': doc('Three', `${link}\n\n[x](/docs/nope) ${link}`),
    })
    expect(problems).toHaveLength(5)
    const gone = 'broken link "/docs/guides/gone": no page at /docs/guides/gone. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.'
    const texts = describeProblems(problems, () => null)
    expect(texts).toEqual([
      `content/docs/guides/one.mdx:6:5: ${gone}\nThe same at 3 more place(s):\n  content/docs/guides/three.mdx at 6:5, 8:21\n  content/docs/guides/two.mdx at 8:5`,
      expect.stringMatching(/^content\/docs\/guides\/three\.mdx:8:1: broken link "\/docs\/nope"/),
    ])
    const overlay = toOverlay('/nowhere', problems) as { err: { message: string; id: string } }
    expect(overlay.err.id).toBe('content/docs/guides/one.mdx')
    expect(overlay.err.message).toBe(
      `${gone}\nThe same at 3 more place(s):\n  content/docs/guides/three.mdx at 6:5, 8:21\n  content/docs/guides/two.mdx at 8:5\n\n1 more problem(s):\ncontent/docs/guides/three.mdx:8:1: broken link "/docs/nope": no page at /docs/nope. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.`,
    )
  })

  it('point at the second place of a page or category that the sidebar has twice, and give each cause once', async () => {
    const docs: SidebarItemConfig[] = [
      { type: 'doc', id: 'get-started' },
      { type: 'doc', id: 'guides/one' },
      { type: 'category', label: 'Guides', slug: 'guides', description: 'Guides.', autogenerate: 'guides' },
      { type: 'doc', id: 'get-started' },
      { type: 'category', label: 'Again', slug: 'guides', description: 'Again.', items: [{ type: 'doc', id: 'more/two' }] },
    ]
    const configText = [
      'export const sidebars = {',
      '  docs: [',
      "    { type: 'doc', id: 'get-started' },",
      "    { type: 'doc', id: 'guides/one' },",
      "    { type: 'category', label: 'Guides', slug: 'guides', description: 'Guides.', autogenerate: 'guides' },",
      "    { type: 'doc', id: 'get-started' },",
      "    { type: 'category', label: 'Again', slug: 'guides', description: 'Again.', items: [{ type: 'doc', id: 'more/two' }] },",
      '  ],',
      '}',
    ].join('\n')
    const files = { ...base, 'content/docs/more/two.mdx': doc('Two', 'Text.'), 'app/config/sidebars.ts': configText }
    const { errors } = await build(files, { sidebarConfig: { docs } })
    expect(errors).toEqual([
      `app/config/sidebars.ts:5:82: doc id "guides/one" (by its folder 'guides') is in sidebar "docs" twice (/docs/guides/one). A page has one place in the sidebar: remove one.`,
      `app/config/sidebars.ts:6:20: doc id "get-started" is in sidebar "docs" twice (/docs/get-started). A page has one place in the sidebar: remove one.`,
      `app/config/sidebars.ts:7:41: a category with slug 'guides' is in sidebar "docs" twice (/docs/category/guides). A page has one place in the sidebar: remove one.`,
    ])
  })

  it('point at the sidebar entry whose doc id matches no file', async () => {
    const configText = "export const sidebars = {\n  docs: [\n    { type: 'doc', id: 'get-started' },\n    { type: 'doc', id: 'guides/missing' },\n  ],\n}\n"
    const { errors } = await build({ ...base, 'app/config/sidebars.ts': configText }, { sidebarConfig: { docs: [...fixtureSidebars.docs, { type: 'doc', id: 'guides/missing' }] } })
    expect(errors[0]).toMatch(/^app\/config\/sidebars\.ts:4:20: sidebar "docs" refers to doc id "guides\/missing", which matches no file in content\/docs\. Create content\/docs\/guides\/missing\.mdx or use an existing id/)
  })
})

describe('every route of the content index is served by its route module', () => {
  const entry = (route: string, kind: IndexEntry['kind'], source: string | null = null): IndexEntry =>
    ({ route, kind, title: 'T', description: 'D', source, unlisted: false, draft: false, keywords: [] }) as IndexEntry

  it('accepts the routes app/routes.ts serves', () => {
    const index = [
      entry('/', 'home'),
      entry('/docs/get-started', 'doc', 'content/docs/get-started.mdx'),
      entry('/docs/api/app-bsky-feed-get-timeline', 'api'),
      entry('/markdown-page', 'page', 'content/pages/markdown-page.md'),
      entry('/showcase/', 'showcase'),
      entry('/blog/page/2', 'blog-list'),
      entry('/blog/tags/atproto', 'blog-tag'),
      entry('/blog/a-post', 'blog-post', 'content/blog/a-post.md'),
    ]
    expect(checkServedRoutes(index, routes)).toEqual([])
  })

  it('rejects a stand-alone page that only the catch-all matches, naming the route to add', () => {
    expect(checkServedRoutes([entry('/about', 'page', 'content/pages/about.md')], routes).map(formatLocation)).toEqual([
      `content/pages/about.md: route /about (kind "page") is served by no route module (only the catch-all, so it would be the not-found page), not by routes/standalone-page.tsx. Add route('about', 'routes/standalone-page.tsx') to app/routes.ts, or move the page.`,
    ])
  })

  it('rejects a page that another kind of route would render', () => {
    expect(checkServedRoutes([entry('/blog/about', 'page', 'content/pages/blog/about.md')], routes).map(formatLocation)).toEqual([
      `content/pages/blog/about.md: route /blog/about (kind "page") is served by routes/blog-post.tsx, not by routes/standalone-page.tsx. Add route('blog/about', 'routes/standalone-page.tsx') to app/routes.ts, or move the page.`,
    ])
  })
})
