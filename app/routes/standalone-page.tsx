import { ContentHtml } from '../components/content-html.tsx'
import { DraftBadge } from '../components/draft-badge.tsx'
import { loadPageData } from '../content/.server/store/read.ts'
import type { StandalonePageData } from '../content/types.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/standalone-page'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<StandalonePageData>(request, ['page'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<StandalonePageData>(request)
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ title: data.title, description: data.description, route: data.route, noindex: data.unlisted }) : []
}

export default function StandalonePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-narrow">
      <h1 className="page-title">{loaderData.title}</h1>
      {loaderData.draft && <DraftBadge />}
      <ContentHtml contentKey={loaderData.route} />
    </div>
  )
}
