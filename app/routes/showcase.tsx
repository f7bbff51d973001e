import { Link } from 'react-router'
import { ShowcaseList } from '../components/showcase-list.tsx'
import { fixedPages } from '../content/fixed-pages.ts'
import { loadPageData } from '../content/.server/store/read.ts'
import type { ShowcaseData } from '../content/types.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/showcase'

const { route, title, description } = fixedPages.showcase

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<ShowcaseData>(request, ['showcase'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<ShowcaseData>(request)
}

export function meta() {
  return pageMeta({ title, description, route })
}

export default function Showcase({ loaderData }: Route.ComponentProps) {
  return (
    <div className="showcase">
      <header className="showcase-header">
        <h1>{title}</h1>
        <p className="lead">{description}</p>
        <p className="showcase-note">
          Descriptions are ours, written for developers; the projects belong to their authors. Building something on the protocol?{' '}
          Read the <Link to="/docs/support/developer-guidelines">developer guidelines</Link> first.
        </p>
      </header>
      <ShowcaseList tags={loaderData.tags} projects={loaderData.projects} />
    </div>
  )
}
