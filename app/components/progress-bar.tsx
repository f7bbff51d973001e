import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

const progressDelayMs = 200

/**
 * The loading state of a navigation: a thin bar at the top of the page and a spinner, shown only
 * when the next page takes longer than 200 ms, so fast navigations never flicker.
 */
export function RouteProgressBar() {
  const navigation = useNavigation()
  const [show, setShow] = useState(false)
  const loading = navigation.state !== 'idle'

  useEffect(() => {
    if (!loading) {
      setShow(false)
      return
    }
    const timer = window.setTimeout(() => setShow(true), progressDelayMs)
    return () => window.clearTimeout(timer)
  }, [loading])

  if (!show) return null
  return (
    <div className="route-loading" data-testid="route-progress">
      <div className="progress-bar" role="progressbar" aria-label="Loading page" />
      <div className="route-spinner" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">Loading page…</span>
      </div>
    </div>
  )
}
