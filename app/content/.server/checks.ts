import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import type { IndexEntry, RouteKind } from '../types.ts'
import type { CompileCache } from './cache.ts'
import type { NavbarItem } from '../../config/site.ts'
import { isAbsoluteUrl, normalizePathname } from '../../lib/pathname.ts'
import type { ContentProblem } from './markdown/problems.ts'
import type { SourceLink } from './markdown/types.ts'
import { locate } from './source-files.ts'

export const siteConfigFile = 'app/config/site.ts'

/**
 * The navbar item types the UI renders: every type of `NavbarItem`, and no other (the `Record` makes
 * the compiler say which is missing or extra). Written here rather than imported from site.ts,
 * which React Router's config would then read: a save of it would restart the dev server.
 */
const navbarItemTypes = Object.keys({ link: true, dropdown: true, docsVersion: true, localeDropdown: true, search: true, colorMode: true } satisfies Record<NavbarItem['type'], true>)

const hasTarget = (value: object) => typeof (value as { to?: unknown }).to === 'string' || typeof (value as { href?: unknown }).href === 'string'

/** What is wrong with a navbar item's shape, or null when the navbar can render it. */
function getNavbarItemProblem(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return 'is not an object'
  const { type } = item as { type?: unknown }
  if (typeof type !== 'string' || !navbarItemTypes.includes(type)) {
    return `has unknown type ${JSON.stringify(type) ?? 'undefined'}; use one of ${navbarItemTypes.join(', ')}`
  }
  if (type === 'link' && !hasTarget(item)) return 'is a link without "to" or "href"'
  if (type === 'dropdown') {
    const { items } = item as { items?: unknown }
    if (!Array.isArray(items)) return 'is a dropdown without an "items" array'
    const bad = items.findIndex((child) => typeof child !== 'object' || child === null || !hasTarget(child as object))
    if (bad !== -1) return `is a dropdown whose entry ${bad} has no "to" or "href"`
  }
  return null
}

/**
 * The navbar config's shape, checked once at build time: an unknown item type or a link with
 * nowhere to go is an error that quotes the item's config.
 */
export function checkNavbar(items: readonly unknown[], problems: ContentProblem[], sourceText = ''): void {
  items.forEach((item, i) => {
    const problem = getNavbarItemProblem(item)
    if (!problem) return
    const type = (item as { type?: unknown } | null)?.type
    problems.push({
      file: siteConfigFile,
      ...(typeof type === 'string' ? locate(sourceText, new RegExp(`type:\\s*['"]${type}['"]`)) : { line: null, column: null }),
      message: `navbar item ${i} ${problem}. Item config: ${JSON.stringify(item)}`,
    })
  })
}

/** Where the site's routes are declared. */
export const routesFile = 'app/routes.ts'

/** Every entry of a route config, depth first. */
function flattenRoutes(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenRoutes(entry.children ?? [])])
}

/** The route modules a route config names, as project paths (`app/routes/doc.tsx`). */
export function listRouteModules(routeConfig: readonly RouteConfigEntry[]): string[] {
  return [...new Set(flattenRoutes(routeConfig).map((entry) => `app/${entry.file}`))]
}

/** The folder of the resource routes that serve generated files (the sitemap, the feeds, llms.txt…). */
const fileRoutesFolder = 'routes/files/'

/** The paths of the files the resource routes serve (`/sitemap.xml`): links to them are valid, and each is prerendered. */
export function servedFilePaths(routeConfig: readonly RouteConfigEntry[]): string[] {
  return flattenRoutes(routeConfig)
    .filter((entry) => entry.file.startsWith(fileRoutesFolder) && entry.path !== undefined)
    .map((entry) => `/${entry.path}`)
}

/**
 * The names a route module exports, as esbuild reads them (milliseconds; TypeScript's parser, used
 * before, took seconds of a cold build to load), or esbuild's first syntax error.
 */
async function getExports(file: string, code: string): Promise<{ exports: string[] } | { error: string; line: number | null; column: number | null }> {
  const { build } = await import('esbuild')
  try {
    const result = await build({ stdin: { contents: code, loader: file.endsWith('.tsx') ? 'tsx' : 'ts', sourcefile: file }, write: false, metafile: true, format: 'esm', logLevel: 'silent' })
    return { exports: Object.values(result.metafile.outputs).flatMap((output) => output.exports) }
  } catch (error) {
    const first = (error as { errors?: { text: string; location: { line: number; column: number } | null }[] }).errors?.[0]
    if (!first) throw error
    return { error: first.text, line: first.location?.line ?? null, column: first.location ? first.location.column + 1 : null }
  }
}

/** A resource route: a plain `.ts` module that answers with its loader and renders nothing. */
const isResourceRoute = (file: string, exports: string[]) => file.endsWith('.ts') && exports.includes('loader')

/** Every page module must export its component as default; a missing file is an error too. */
export async function checkRouteModules(root: string, modules: string[], problems: ContentProblem[], cache?: CompileCache): Promise<void> {
  const routesText = existsSync(join(root, routesFile)) ? readFileSync(join(root, routesFile), 'utf8') : ''
  for (const file of modules) {
    const path = join(root, file)
    if (!existsSync(path)) {
      problems.push({ file: routesFile, ...locate(routesText, file.replace(/^app\//, '')), message: `route module ${file} does not exist` })
      continue
    }
    const code = readFileSync(path, 'utf8')
    const module = cache ? await cache.once(`route-module ${file}`, code, () => getExports(file, code)) : await getExports(file, code)
    if ('error' in module) {
      problems.push({ file, line: module.line, column: module.column, message: `The route module ${file} cannot be parsed: ${module.error}` })
      continue
    }
    if (!module.exports.includes('default') && !isResourceRoute(file, module.exports)) {
      problems.push({ file, line: null, column: null, message: `The page component ${file} doesn't have a default export` })
    }
  }
}

/** The route module that renders each kind of page (the `file` of its entry in `app/routes.ts`). */
const routeModuleByKind = {
  home: 'routes/home.tsx',
  doc: 'routes/doc.tsx',
  'doc-category': 'routes/doc.tsx',
  api: 'routes/doc.tsx',
  page: 'routes/standalone-page.tsx',
  'blog-list': 'routes/blog-list.tsx',
  'blog-post': 'routes/blog-post.tsx',
  'blog-archive': 'routes/blog-archive.tsx',
  'blog-authors': 'routes/blog-authors.tsx',
  'blog-tags': 'routes/blog-tags.tsx',
  'blog-tag': 'routes/blog-tag.tsx',
  showcase: 'routes/showcase.tsx',
  search: 'routes/search.tsx',
} as const satisfies Record<RouteKind, string>

function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => ({ id: entry.file, path: entry.path, index: entry.index, children: entry.children && toRouteObjects(entry.children) }) as RouteObject)
}

/** Which route of a route table answers each path, remembered per table. */
const matchers = new WeakMap<readonly RouteConfigEntry[], (path: string) => RouteObject | undefined>()

/**
 * The route of `routeConfig` that answers a path. `matchRoutes` ranks the whole table on every
 * call (about 0.25 ms here), and the dev server checks every route after each save with the same
 * table (until app/routes.ts changes): each path is matched once per table.
 */
function routeMatcher(routeConfig: readonly RouteConfigEntry[]): (path: string) => RouteObject | undefined {
  let matcher = matchers.get(routeConfig)
  if (!matcher) {
    const routes = toRouteObjects(routeConfig)
    const found = new Map<string, RouteObject | undefined>()
    matcher = (path) => {
      if (!found.has(path)) found.set(path, matchRoutes(routes, path)?.at(-1)?.route)
      return found.get(path)
    }
    matchers.set(routeConfig, matcher)
  }
  return matcher
}

/**
 * Every route of the content index must reach the module for its kind through `app/routes.ts`;
 * a page that only the catch-all matches would be prerendered as the not-found page.
 */
export function checkServedRoutes(index: readonly IndexEntry[], routeConfig: readonly RouteConfigEntry[], file = routesFile): ContentProblem[] {
  const servedBy = routeMatcher(routeConfig)
  const problems: ContentProblem[] = []
  for (const { route, kind, source } of index) {
    const expected = routeModuleByKind[kind]
    const served = servedBy(route)
    if (served?.id === expected && served.path !== '*') continue
    const by = served && served.path !== '*' ? `by ${served.id}` : 'by no route module (only the catch-all, so it would be the not-found page)'
    problems.push({
      file: source ?? file,
      line: null,
      column: null,
      message: `route ${route} (kind "${kind}") is served ${by}, not by ${expected}. Add route('${route.slice(1)}', '${expected}') to ${file}, or move the page.`,
    })
  }
  return problems
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

/**
 * Checks a page's links. An internal route that does not exist is broken (fails the build), as is
 * a link with no address; a link to a .md/.mdx file that does not exist only warns; anchors are
 * not checked.
 */
export function checkLinks(file: string, route: string, links: SourceLink[], ctx: LinkContext): LinkCheckResult {
  const broken: ContentProblem[] = []
  const warnings: string[] = []
  for (const { url, line, column } of links) {
    const where = `${file}${line ? `:${line}` : ''}`
    if (url.trim() === '') {
      broken.push({ file, line, column, message: 'a link with no address, such as [text](): write the page, file or URL it goes to between the parentheses' })
      continue
    }
    if (isAbsoluteUrl(url) || url.startsWith('#')) continue
    const path = decodeURI(url.split(/[?#]/)[0])
    if (/\.mdx?$/.test(path)) {
      const target = relative(ctx.root, resolve(ctx.root, dirname(file), path))
      if (!ctx.fileRoutes.has(target)) warnings.push(`${where}: markdown link "${url}" points to ${target}, which does not exist`)
      continue
    }
    const absolute = path.startsWith('/') ? path : new URL(path, `https://site${route.endsWith('/') ? route : `${route}/`}`).pathname
    const target = normalizePathname(absolute)
    if (!ctx.routes.has(target) && !existsSync(join(ctx.root, 'public', target))) {
      broken.push({ file, line, column, message: `broken link "${url}": no page at ${target}. Link to an existing route (see the sidebar or .cache/content/index.json) or to the .mdx file itself.` })
    }
  }
  return { broken, warnings }
}
