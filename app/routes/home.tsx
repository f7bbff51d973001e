import { Concepts } from '../components/home/concepts.tsx'
import { Hero } from '../components/home/hero.tsx'
import { LatestPosts, type LatestPost } from '../components/home/latest-posts.tsx'
import { Paths } from '../components/home/paths.tsx'
import { getBlogSummaries, getIndexEntry } from '../content/.server/store.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/home'

/** How many posts the home page lists; the blog index has the rest. */
const latestCount = 3

export function loader() {
  const entry = getIndexEntry('/')
  if (!entry) throw new Error('The content index has no "/" entry: run "npm run build:content" again.')
  // Only the fields the list shows, so the page data stays small.
  const posts: LatestPost[] = getBlogSummaries()
    .slice(0, latestCount)
    .map(({ route, title, description, date, readingMinutes }) => ({ route, title, description, date, readingMinutes }))
  return { title: entry.title, description: entry.description, posts }
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ title: data.title, description: data.description, route: '/' }) : []
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <Hero />
      <Paths />
      <Concepts />
      <LatestPosts posts={loaderData.posts} />
    </div>
  )
}
