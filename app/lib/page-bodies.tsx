import { createContext, useContext } from 'react'

/**
 * A page's rendered bodies (the HTML the content build made from Markdown or a Lexicon) never travel
 * in its loader data: a prerendered page already holds them in its HTML, and a second copy in the
 * inline hydration data would only weigh on every first visit. They reach the components three ways:
 *
 * - prerendering: `app/entry.server.tsx` reads the page's bodies from the content store and gives
 *   them to the render through `PageBodiesContext`;
 * - hydration: there is no copy at all; `ContentHtml` keeps the DOM the prerendered page came with;
 * - client navigation: the route's `clientLoader` fetches the page's data file, bodies included
 *   (`fetchPageData`), and hands the bodies over with `rememberBodies` before the page renders.
 *
 * Bodies are keyed by the page's route, and a post's excerpt by `excerptKey(route)`.
 */
export const PageBodiesContext = createContext<Readonly<Record<string, string>> | null>(null)

/** The key of a post's excerpt among a list page's bodies. */
export const excerptKey = (route: string): string => `excerpt:${route}`

const fetched = new Map<string, string>()

/** Keeps the bodies of a page data file fetched for client navigation. */
export function rememberBodies(bodies: Readonly<Record<string, string>>): void {
  for (const [key, html] of Object.entries(bodies)) fetched.set(key, html)
}

/** The HTML of a body, or undefined while a prerendered page hydrates (its DOM already shows it). */
export function useBody(key: string): string | undefined {
  return useContext(PageBodiesContext)?.[key] ?? fetched.get(key)
}
