import { Concepts } from '../components/home/concepts.tsx'
import { Hero } from '../components/home/hero.tsx'
import { LatestPosts, type LatestPost } from '../components/home/latest-posts.tsx'
import { Paths } from '../components/home/paths.tsx'
import { fixedPages } from '../content/fixed-pages.ts'
import { getBlogSummaries } from '../content/.server/store.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/home'
import { shouldRevalidate } from '../lib/live-content.ts'

/** `npm run dev` reloads this route's data after a save; undefined in the build. */
export { shouldRevalidate }

/** How many posts the home page lists; the blog index has the rest. */
const latestCount = 3

export function loader() {
  // Only the fields the list shows, so the page data stays small.
  const posts: LatestPost[] = getBlogSummaries()
    .slice(0, latestCount)
    .map(({ route, title, description, date, readingMinutes }) => ({ route, title, description, date, readingMinutes }))
  return { posts }
}

export function meta() {
  return pageMeta(fixedPages.home)
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
