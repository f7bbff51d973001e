import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fixedPages } from '../../fixed-pages.ts'
import type { IndexEntry, ShowcaseData } from '../../types.ts'
import { parseShowcase } from '../showcase-schema.ts'
import type { BuildContext } from './context.ts'

export const showcaseFile = 'content/showcase.ts'

/** The showcase page: its entry and the validated projects (`raw` is what content/showcase.ts exports). */
export function buildShowcase(ctx: BuildContext, raw: unknown): { entry: IndexEntry; page: ShowcaseData } {
  const path = join(ctx.root, showcaseFile)
  const sourceText = existsSync(path) ? readFileSync(path, 'utf8') : ''
  const { route, kind, title, description } = fixedPages.showcase
  return {
    entry: { route, kind, title, description, source: showcaseFile, unlisted: false, draft: false, keywords: [] },
    page: parseShowcase(raw, showcaseFile, sourceText, ctx.problems),
  }
}
