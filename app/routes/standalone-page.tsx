import { ContentHtml } from '../components/content-html.tsx'
import { DraftBadge } from '../components/draft-badge.tsx'
import { getStandalonePage, notFound } from '../content/.server/store.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/standalone-page'
import { shouldRevalidate, useLiveData } from '../lib/live-content.ts'

/** `npm run dev` reloads this route's data after a save; undefined in the build. */
export { shouldRevalidate }

export function loader({ request }: Route.LoaderArgs) {
  return getStandalonePage(new URL(request.url).pathname.replace(/\/$/, '')) ?? notFound()
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ title: data.title, description: data.description, route: data.route, noindex: data.unlisted }) : []
}

export default function StandalonePage({ loaderData: data }: Route.ComponentProps) {
  const loaderData = useLiveData(data)
  return (
    <div className="page-narrow">
      <h1 className="page-title">{loaderData.title}</h1>
      {loaderData.draft && <DraftBadge />}
      <ContentHtml html={loaderData.html} contentKey={loaderData.route} />
    </div>
  )
}
