import { DocPage } from '../components/doc-page.tsx'
import { getDocPage, notFound } from '../content/.server/store.ts'
import { notFoundMeta, pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/doc'
import { shouldRevalidate, useLiveData } from '../lib/live-content.ts'

/** `npm run dev` reloads this route's data after a save, unless it came with the update (useLiveData); undefined in the build. */
export { shouldRevalidate }

export function loader({ params }: Route.LoaderArgs) {
  const splat = (params['*'] ?? '').replace(/\/+$/, '')
  const route = splat ? `/docs/${splat}` : '/docs'
  return getDocPage(route) ?? notFound()
}

/** The API overview and the HTTP reference index share the API pages' social card. */
function isApiPage(page: { kind: string; route: string }): boolean {
  return page.kind === 'api' || page.route.startsWith('/docs/api/') || page.route === '/docs/category/http-reference'
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return notFoundMeta()
  return pageMeta({ title: data.title, description: data.description, route: data.route, section: isApiPage(data) ? 'api' : 'docs', noindex: data.unlisted })
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  return <DocPage page={useLiveData(loaderData)} />
}
