import { Link } from 'react-router'
import { ShowcaseList } from '../components/showcase-list.tsx'
import { getIndexEntry, getShowcase } from '../content/.server/store.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/showcase'

export function loader() {
  const entry = getIndexEntry('/showcase/')
  if (!entry) throw new Error('The content index has no /showcase/ entry: run "npm run build:content" again.')
  return { title: entry.title, description: entry.description, ...getShowcase() }
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ title: data.title, description: data.description, route: '/showcase/' }) : []
}

export default function Showcase({ loaderData }: Route.ComponentProps) {
  return (
    <div className="showcase">
      <header className="showcase-header">
        <h1>{loaderData.title}</h1>
        <p className="lead">{loaderData.description}</p>
        <p className="showcase-note">
          Descriptions are ours, written for developers; the projects belong to their authors. Building something on the protocol?{' '}
          Read the <Link to="/docs/support/developer-guidelines">developer guidelines</Link> first.
        </p>
      </header>
      <ShowcaseList tags={loaderData.tags} projects={loaderData.projects} />
    </div>
  )
}
