import { Concepts } from '../components/home/concepts.tsx'
import { Hero } from '../components/home/hero.tsx'
import { LatestPosts } from '../components/home/latest-posts.tsx'
import { Paths } from '../components/home/paths.tsx'
import { fixedPages } from '../content/fixed-pages.ts'
import { loadPageData } from '../content/.server/store/read.ts'
import type { HomeData } from '../content/types.ts'
import { pageMeta } from '../lib/meta.ts'
import { fetchPageData } from '../lib/page-data.ts'
import type { Route } from './+types/home'

export function loader({ request }: Route.LoaderArgs) {
  return loadPageData<HomeData>(request, ['home'])
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchPageData<HomeData>(request)
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
