import { Link } from 'react-router'
import { ShowcaseList } from '../components/showcase-list.tsx'
import { fixedPages } from '../content/fixed-pages.ts'
import { getShowcase } from '../content/.server/store.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/showcase'
import { shouldRevalidate } from '../lib/live-content.ts'

/** `npm run dev` reloads this route's data after a save; undefined in the build. */
export { shouldRevalidate }

const { route, title, description } = fixedPages.showcase

export function loader() {
  const showcase = getShowcase(route)
  if (!showcase) throw new Error(`The compiled content has no ${route} page: run "npm run build:content" again.`)
  return showcase
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
