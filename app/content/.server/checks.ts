import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { CompileCache } from './cache.ts'
import { navbarItemTypes } from '../../config/site.ts'
import type { ContentProblem } from './markdown/problems.ts'
import type { SourceLink } from './markdown/types.ts'
import { locate } from './source-files.ts'

export const siteConfigFile = 'app/config/site.ts'

/** An unknown navbar item type is an error that quotes the item's config. */
export function checkNavbar(items: readonly unknown[], problems: ContentProblem[], sourceText = ''): void {
  items.forEach((item, i) => {
    const type = (item as { type?: unknown } | null)?.type
    if (typeof type !== 'string' || !(navbarItemTypes as readonly string[]).includes(type)) {
      problems.push({
        file: siteConfigFile,
        ...(typeof type === 'string' ? locate(sourceText, new RegExp(`type:\\s*['"]${type}['"]`)) : { line: null, column: null }),
        message: `navbar item ${i} has unknown type ${JSON.stringify(type)}; use one of ${navbarItemTypes.join(', ')}. Item config: ${JSON.stringify(item)}`,
      })
    }
  })
}

/** The route modules that `app/routes.ts` names, read from its source. */
export function listRouteModules(root: string, routesFile = 'app/routes.ts'): string[] {
  const source = readFileSync(join(root, routesFile), 'utf8')
  const modules = new Set<string>()
  for (const match of source.matchAll(/['"](routes\/[^'"]+\.tsx?)['"]/g)) modules.add(`app/${match[1]}`)
  return [...modules]
}

async function hasDefaultExport(file: string, code: string): Promise<boolean> {
  // TypeScript takes seconds to load: only a route module the cache has not seen needs it.
  const { default: ts } = await import('typescript')
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  return sf.statements.some((s) => {
    if (ts.isExportAssignment(s) && !s.isExportEquals) return true
    const mods = ts.canHaveModifiers(s) ? ts.getModifiers(s) : undefined
    if (mods?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return true
    return ts.isExportDeclaration(s) && !!s.exportClause && ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.some((e) => e.name.text === 'default')
  })
}

/** A resource route: a plain `.ts` module that answers with its loader and renders nothing. */
const isResourceRoute = (file: string, code: string) => file.endsWith('.ts') && /^export (async )?function loader\b/m.test(code)

/** Every page module must export its component as default; a missing file is an error too. */
export async function checkRouteModules(root: string, modules: string[], problems: ContentProblem[], routesFile = 'app/routes.ts', cache?: CompileCache): Promise<void> {
  const routesText = existsSync(join(root, routesFile)) ? readFileSync(join(root, routesFile), 'utf8') : ''
  for (const file of modules) {
    const path = join(root, file)
    if (!existsSync(path)) {
      problems.push({ file: routesFile, ...locate(routesText, file.replace(/^app\//, '')), message: `route module ${file} does not exist` })
      continue
    }
    const code = readFileSync(path, 'utf8')
    const exported = cache ? await cache.once(`route-module ${file}`, code, () => hasDefaultExport(file, code)) : await hasDefaultExport(file, code)
    if (!exported && !isResourceRoute(file, code)) {
      problems.push({ file, line: null, column: null, message: `The page component ${file} doesn't have a default export` })
    }
  }
}

export interface LinkContext {
  root: string
  /** Every route the site prerenders, plus files it emits (feeds, sitemap, assets). */
  routes: Set<string>
  /** Source file → route, to turn links to .md/.mdx files into routes. */
  fileRoutes: Map<string, string>
}

export interface LinkCheckResult {
  broken: ContentProblem[]
  warnings: string[]
}

function normalise(path: string): string {
  const clean = path.replace(/\/index\.html$/, '').replace(/\.html$/, '')
  return clean.length > 1 ? clean.replace(/\/$/, '') : clean
}

/**
 * Checks a page's links. An internal route that does not exist is broken (fails the build); a
 * link to a .md/.mdx file that does not exist only warns; anchors are not checked.
 */
export function checkLinks(file: string, route: string, links: SourceLink[], ctx: LinkContext): LinkCheckResult {
  const broken: ContentProblem[] = []
  const warnings: string[] = []
  for (const { url, line, column } of links) {
    const where = `${file}${line ? `:${line}` : ''}`
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#') || url === '') continue
    const path = decodeURI(url.split(/[?#]/)[0])
    if (/\.mdx?$/.test(path)) {
      const target = relative(ctx.root, resolve(ctx.root, dirname(file), path))
      if (!ctx.fileRoutes.has(target)) warnings.push(`${where}: markdown link "${url}" points to ${target}, which does not exist`)
      continue
    }
    const absolute = path.startsWith('/') ? path : new URL(path, `https://site${route.endsWith('/') ? route : `${route}/`}`).pathname
    const target = normalise(absolute)
    if (!ctx.routes.has(target) && !ctx.routes.has(`${target}/`) && !existsSync(join(ctx.root, 'public', target))) {
      broken.push({ file, line, column, message: `broken link "${url}": no page at ${target}. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.` })
    }
  }
  return { broken, warnings }
}
