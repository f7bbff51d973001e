import { DocPage } from '../components/doc-page.tsx'
import { getDocPage, notFound } from '../content/.server/store.ts'
import { pageMeta } from '../lib/meta.ts'
import type { Route } from './+types/doc'

export function loader({ params }: Route.LoaderArgs) {
  const splat = (params['*'] ?? '').replace(/\/+$/, '')
  const route = splat ? `/docs/${splat}` : '/docs'
  return getDocPage(route) ?? notFound()
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Page not found' }]
  return pageMeta({ title: data.title, description: data.description, route: data.route, section: data.kind === 'api' ? 'api' : 'docs' })
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  return <DocPage page={loaderData} />
}
