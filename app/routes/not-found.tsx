import { useEffect } from 'react'
import { NotFoundView } from '../components/error-views.tsx'
import { restoreNotFoundUrl } from '../lib/not-found-url.ts'

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  useEffect(() => restoreNotFoundUrl(), [])
  return <NotFoundView />
}
