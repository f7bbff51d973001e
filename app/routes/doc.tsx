import { DocPage } from '../components/doc-page.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import type { DocPageData } from '../content/types.ts'
import { notFoundMeta, pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import { breadcrumbList, jsonLd } from '../lib/structured-data.ts'
import type { Route } from './+types/doc'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<DocPageData>(request, ['doc', 'doc-category', 'api'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<DocPageData>(request)
}

/** The API overview and the HTTP reference index share the API pages' social card. */
function isApiPage(page: { kind: string; route: string }): boolean {
  return page.kind === 'api' || page.route.startsWith('/docs/api/') || page.route === '/docs/category/http-reference'
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return notFoundMeta()
  return [
    ...pageMeta({ title: data.title, description: data.description, route: data.route, section: isApiPage(data) ? 'api' : 'docs', noindex: data.unlisted }),
    ...jsonLd(() => breadcrumbList(data.breadcrumbs, data.route)),
  ]
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  return <DocPage page={loaderData} />
}
