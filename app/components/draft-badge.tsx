/** Marks a draft page; drafts exist only in `npm run dev`, never in the build. */
export function DraftBadge() {
  return (
    <p className="draft-badge" role="note">
      <span className="badge badge-draft">Draft</span> Only the dev server shows this page; the build leaves it out.
    </p>
  )
}
