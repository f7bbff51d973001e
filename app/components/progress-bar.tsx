import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

export const progressDelayMs = 200

/** A thin bar at the top of the page, shown only when a navigation takes longer than 200 ms. */
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

  return show ? <div className="progress-bar" role="progressbar" aria-label="Loading page" data-testid="route-progress" /> : null
}
