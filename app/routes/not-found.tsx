import { NotFoundView } from '../components/error-views.tsx'

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <NotFoundView />
}
