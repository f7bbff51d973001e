import { site } from '../config/site.ts'

/** localStorage keys of the announcement bar: the id of the bar last seen, and whether it was closed. */
export const announcementKeys = { id: 'announcement-id', dismissed: 'announcement-dismiss' } as const

/**
 * Runs inline in <head> before first paint, so nothing visibly changes once the bundles load:
 * - applies the stored colour mode (localStorage key `theme`: light, dark or system; light when
 *   unset), so a dark-mode reader never sees a light flash, even with the bundles blocked;
 * - hides the announcement bar (`data-announcement-dismissed`) when the reader closed this very
 *   bar id before;
 * - marks the page as scripted (`js` class) so no-JS fallbacks can hide;
 * - marks Apple platforms (`data-platform="mac"`), so the search button's shortcut reads ⌘ K there
 *   and Ctrl K elsewhere from the first paint (CSS writes it), rather than changing on hydration;
 * - on a fresh visit, lets the page it opens skip rendering what is far off screen
 *   (`data-defer-offscreen`: the showcase's cards, styles/home.css; root.tsx removes it on the first
 *   client-side navigation). Not on a reload or a return (the entry has a history state: React
 *   Router's ScrollRestoration keys it), where a scroll position in pixels is restored and needs
 *   every card at its real height; not with a #fragment to scroll to.
 * Kept tiny and dependency-free; its SHA-256 is allowed by the Content-Security-Policy.
 */
export function buildHeadScript(announcementId: string | null): string {
  const announcement = announcementId
    ? `if(s.getItem('${announcementKeys.id}')===${JSON.stringify(announcementId)}&&s.getItem('${announcementKeys.dismissed}')==='true')d.dataset.announcementDismissed='true';`
    : ''
  return (
    `(function(){var d=document.documentElement,t=null,s;d.classList.add('js');` +
    `try{s=localStorage;t=s.getItem('theme');${announcement}}catch(e){}` +
    `var m=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light';` +
    `d.dataset.theme=m;d.dataset.themeChoice=t==='dark'||t==='system'?t:'light';d.style.colorScheme=m;` +
    `if(/Mac|iP/.test(navigator.platform))d.dataset.platform='mac';` +
    `if(!history.state&&!location.hash)d.dataset.deferOffscreen=''})()`
  )
}

export const themeScript = buildHeadScript(site.announcementBar?.id ?? null)
