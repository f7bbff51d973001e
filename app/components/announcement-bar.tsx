import { useEffect, useState } from 'react'
import { site } from '../config/site.ts'
import { storage } from '../lib/storage.ts'
import { announcementKeys } from '../lib/theme-script.ts'

/**
 * Whether the reader closed this bar before. A different id than the one stored means a new
 * announcement: the old dismissal is forgotten and the new id remembered.
 */
export function readAnnouncementDismissed(id: string): boolean {
  if (storage.get(announcementKeys.id) !== id) {
    storage.set(announcementKeys.id, id)
    storage.remove(announcementKeys.dismissed)
    return false
  }
  return storage.get(announcementKeys.dismissed) === 'true'
}

/**
 * The announcement bar from config. It is in the prerendered HTML; the inline head script hides
 * it before first paint when this id was closed before, and this component then drops it.
 */
export function AnnouncementBar() {
  const bar = site.announcementBar
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    if (bar && readAnnouncementDismissed(bar.id)) setVisible(false)
  }, [bar])

  if (!bar || !visible) return null
  return (
    <section className="announcement-bar" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-close"
          aria-label="Close announcement"
          onClick={() => {
            storage.set(announcementKeys.dismissed, 'true')
            setVisible(false)
          }}
        >
          ×
        </button>
      )}
    </section>
  )
}
