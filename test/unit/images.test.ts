import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { compileContent, ContentErrors, type CompileContext } from '../../app/content/.server/markdown/compile.ts'
import { formatLocation } from '../../app/content/.server/markdown/problems.ts'
import { svgSize } from '../../app/content/.server/markdown/rehype-plugins.ts'

const files: Record<string, string> = {
  'public/img/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 140"><rect width="10" height="10"/></svg>',
  'public/img/sized.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 600 200"></svg>',
  'public/img/shapeless.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'public/img/photo.png': 'PNG',
}
const context: CompileContext = { resolveLink: () => undefined, apiFamilies: [], readFile: (file) => files[file] ?? null }
const compile = (body: string) => compileContent({ file: 'content/blog/x.mdx', body, lineOffset: 2, route: '/blog/x', feedOrigin: 'https://docs.example' }, context)
const problems = (body: string) =>
  compile(body).then(
    () => [],
    (error: unknown) => {
      if (!(error instanceof ContentErrors)) throw error
      return error.problems.map(formatLocation)
    },
  )

describe('images in content', () => {
  it('get the size their SVG draws at, load when scrolled near, link to their file and make the page depend on it', async () => {
    const compiled = await compile('Text.\n\n![Two boxes joined by an arrow.](/img/flow.svg)\n')
    expect(compiled.html).toContain(
      '<a href="/img/flow.svg" class="image-link"><img src="/img/flow.svg" alt="Two boxes joined by an arrow." width="720" height="140" loading="lazy" decoding="async"></a>',
    )
    expect(compiled.deps.includes).toEqual(['public/img/flow.svg'])
    // The feed carries the image at its absolute address, the twin as Markdown.
    expect(compiled.feedHtml).toContain('src="https://docs.example/img/flow.svg"')
    expect(compiled.markdown).toBe('Text.\n\n![Two boxes joined by an arrow.](/img/flow.svg)')
  })

  it('keep a size written on them, and an SVG’s own width and height before its viewBox', async () => {
    expect(svgSize(files['public/img/sized.svg'])).toEqual({ width: 300, height: 100 })
    expect(svgSize(files['public/img/flow.svg'])).toEqual({ width: 720, height: 140 })
    expect(svgSize(files['public/img/shapeless.svg'])).toBeNull()
    const compiled = await compile('<img src="/img/photo.png" alt="A photo." width="640" height="480" />\n')
    expect(compiled.html).toContain('<img src="/img/photo.png" alt="A photo." width="640" height="480" loading="lazy" decoding="async">')
    // An image the author linked keeps its link; one from elsewhere gets none.
    const linked = await compile('[![A diagram.](/img/flow.svg)](/docs/firehose)\n\n<img src="https://example.com/a.png" alt="A picture." width="10" height="10" />\n')
    expect(linked.html).toContain('<a href="/docs/firehose"><img src="/img/flow.svg"')
    expect(linked.html).not.toContain('image-link')
  })

  it('in a figure, print the caption as its own paragraph in the twin', async () => {
    const compiled = await compile('Before.\n\n<figure>\n\n![A diagram.](/img/flow.svg)\n\n<figcaption>What it shows.</figcaption>\n</figure>\n\nAfter.\n')
    expect(compiled.html).toContain('<figure><p><a href="/img/flow.svg" class="image-link"><img src="/img/flow.svg" alt="A diagram."')
    expect(compiled.html).toContain('<figcaption>What it shows.</figcaption></figure>')
    expect(compiled.markdown).toBe('Before.\n\n![A diagram.](/img/flow.svg)\n\nWhat it shows.\n\nAfter.')
  })

  it('fail the compile without alt text, a file or a size, saying where and what to do', async () => {
    expect(await problems('![](/img/flow.svg)\n')).toEqual(['content/blog/x.mdx:3:1: The image /img/flow.svg has no alt text: say what it shows, as ![what it shows](/img/flow.svg)'])
    expect(await problems('Text.\n\n![A chart.](/img/chart.svg)\n')).toEqual(['content/blog/x.mdx:5:1: The image /img/chart.svg does not exist: site images live in public/ (public/img/chart.svg)'])
    // Markdown escapes a stray % itself; an HTML image keeps its src as written.
    for (const src of ['/img/../../package.json', '/img/%E0%A4%A.svg']) {
      expect(await problems(`<img src="${src}" alt="A file." />\n`)).toEqual([
        `content/blog/x.mdx:3:1: The image ${src} is not a path inside public/: write it as /img/…, without "..", with any % escapes valid`,
      ])
    }
    // A relative path would be read against the page's URL: one problem, not also "no size".
    for (const src of ['./flow.svg', 'img/flow.svg', '../img/flow.svg']) {
      expect(await problems(`![A diagram.](${src})\n`)).toEqual([`content/blog/x.mdx:3:1: The image ${src} is a relative path: site images live in public/ and are written from its root, as /img/…`])
    }
    expect(await problems('![A diagram.]()\n')).toEqual(['content/blog/x.mdx:3:1: An image has no address: site images live in public/ and are written from its root, as /img/…'])
    expect(await problems('![A shape.](/img/shapeless.svg)\n')).toEqual([
      'content/blog/x.mdx:3:1: The image /img/shapeless.svg has no size: give the SVG a viewBox, or write it as <img src="/img/shapeless.svg" alt="…" width="…" height="…" />',
    ])
    expect(await problems('![A photo.](/img/photo.png)\n')).toEqual([
      'content/blog/x.mdx:3:1: The image /img/photo.png has no size: give the SVG a viewBox, or write it as <img src="/img/photo.png" alt="…" width="…" height="…" />',
    ])
  })
})

describe('the site’s SVG images', () => {
  const svgs = globSync('public/img/blog/**/*.svg')

  it('each has a size to lay out with and draws with no script or outside resource', () => {
    expect(svgs.length).toBeGreaterThan(0)
    for (const file of svgs) {
      const text = readFileSync(file, 'utf8')
      expect(svgSize(text), file).not.toBeNull()
      expect(text, file).not.toMatch(/<script|href="http|url\(http|@import/)
    }
  })
})
