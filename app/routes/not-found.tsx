import { useEffect } from 'react'
import { NotFoundView } from '../components/error-views.tsx'
import { notFoundMeta } from '../lib/meta.ts'
import { notFoundMarker, restoreNotFoundAddress } from '../lib/not-found-url.ts'

export function meta() {
  return notFoundMeta()
}

/** Every address no other route matches; prerendered at /404 (see app/lib/not-found-url.ts). */
export default function NotFound() {
  useEffect(() => restoreNotFoundAddress(), [])
  return (
    <div {...{ [notFoundMarker]: '' }}>
      <NotFoundView />
    </div>
  )
}
