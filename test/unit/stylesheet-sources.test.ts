import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { compile } from 'tailwindcss'
import { describe, expect, it } from 'vitest'

/** Compiles app/app.css as the build does, its imports read from disk, and returns where Tailwind looks for class names. */
async function sourcesOf(stylesheet: string) {
  const require = createRequire(import.meta.url)
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
    base: dirname(stylesheet),
    loadStylesheet: async (id, base) => {
      const path = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : resolve(base, id)
      return { path, base: dirname(path), content: readFileSync(path, 'utf8') }
    },
  })
  return { root: compiler.root, sources: compiler.sources }
}

describe('the stylesheet’s sources', () => {
  it('takes class names from app/ alone: not from content, tests, scripts or the README', async () => {
    const app = join(process.cwd(), 'app')
    const { root, sources } = await sourcesOf(join(app, 'app.css'))
    // Without source(…), root is null: the whole project, from where the build runs.
    expect(root).toMatchObject({ base: app })
    expect(sources.filter(({ base, negated }) => !negated && !base.startsWith(app))).toEqual([])
  })
})
