import type { ShouldRevalidateFunction } from 'react-router'

/**
 * `npm run dev` only. Prerendered routes (`ssr: false`) keep their loader data until their params
 * change, so `revalidate()` alone would not fetch a page again after a save. While a content update
 * is being applied, the routes that export this say yes; in the build it is undefined, so React
 * Router behaves as before (and prefetches the same URL navigation fetches).
 */
let applyingContentUpdate = false

export const shouldRevalidate: ShouldRevalidateFunction | undefined = import.meta.env.DEV
  ? ({ defaultShouldRevalidate }) => applyingContentUpdate || defaultShouldRevalidate
  : undefined

/** Reloads the open page's data after the dev server compiled a save. */
export async function revalidateContent(revalidate: () => Promise<void>): Promise<void> {
  applyingContentUpdate = true
  try {
    await revalidate()
  } finally {
    applyingContentUpdate = false
  }
}
