import { useEffect, useState } from 'react'
import { site } from '../config/site.ts'
import { storage } from '../lib/storage.ts'

const dismissedKey = 'announcement-dismiss'
const idKey = 'announcement-id'

/**
 * The announcement bar from config. Closing it is remembered; a bar with a new id shows again.
 * It renders visible in the HTML and hides on hydration if the reader closed this id before.
 */
export function AnnouncementBar() {
  const bar = site.announcementBar
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    if (!bar) return
    if (storage.get(idKey) !== bar.id) {
      storage.set(idKey, bar.id)
      storage.remove(dismissedKey)
    }
    if (storage.get(dismissedKey) === 'true') setVisible(false)
  }, [bar])

  if (!bar || !visible) return null
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-close"
          aria-label="Close announcement"
          onClick={() => {
            storage.set(dismissedKey, 'true')
            setVisible(false)
          }}
        >
          ×
        </button>
      )}
    </div>
  )
}
