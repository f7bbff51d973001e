import { useEffect } from 'react'
import { NotFoundView } from '../components/error-views.tsx'
import { notFoundMeta } from '../lib/meta.ts'
import { restoreNotFoundUrl } from '../lib/not-found-url.ts'

export function meta() {
  return notFoundMeta()
}

export default function NotFound() {
  useEffect(() => restoreNotFoundUrl(), [])
  return <NotFoundView />
}
