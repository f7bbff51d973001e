import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fixedPages } from '../../fixed-pages.ts'
import type { IndexEntry, ShowcaseData } from '../../types.ts'
import type { ContentProblem } from '../markdown/problems.ts'
import { parseShowcase } from '../showcase-schema.ts'
import type { BuildContext } from './context.ts'

const showcaseFile = 'content/showcase.ts'

/** The last validation, kept while the module's export and its text stay the same (the dev server rebuilds after every save). */
let last: { raw: unknown; sourceText: string; page: ShowcaseData; problems: ContentProblem[] } | null = null

/** The showcase page: its entry and the validated projects (`raw` is what content/showcase.ts exports). */
export function buildShowcase(ctx: BuildContext, raw: unknown): { entry: IndexEntry; page: ShowcaseData } {
  const path = join(ctx.root, showcaseFile)
  const sourceText = existsSync(path) ? readFileSync(path, 'utf8') : ''
  const { route, kind, title, description } = fixedPages.showcase
  let parsed = last
  if (!parsed || parsed.raw !== raw || parsed.sourceText !== sourceText) {
    const problems: ContentProblem[] = []
    parsed = last = { raw, sourceText, page: parseShowcase(raw, showcaseFile, sourceText, problems), problems }
  }
  ctx.problems.push(...parsed.problems)
  return { entry: { route, kind, title, description, source: showcaseFile, unlisted: false, draft: false, keywords: [] }, page: parsed.page }
}
