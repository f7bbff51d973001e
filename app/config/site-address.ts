/**
 * Where the site is published and where its sources are edited: fixed at build time from
 * `SITE_URL`, `SITE_REPO` and `SITE_BRANCH` (README, "Deploy"), else from the defaults below.
 * The site build, the dev server and the unit tests `define` the result as `__SITE_URL__` and
 * `__SITE_EDIT_URL_BASE__` (scripts/vite/build-constants.ts), so the prerendered pages and the
 * client bundle agree, and the client bundle carries neither the resolver nor the defaults; code
 * that runs in Node outside Vite (the content build, the build steps, the browser tests) resolves
 * the same variables with it. `site.url` and `site.editUrlBase` are what the UI reads.
 *
 * Kept apart from `site.ts` because Vite's and React Router's configs read it: a save of a module
 * they import restarts the dev server, and `site.ts` (navbar, footer, announcement) is saved often.
 */

export interface SiteAddressDefaults {
  /** The site's origin, e.g. `https://docs.example.org`. */
  url: string
  /** The repository the content is edited in, e.g. `https://github.com/owner/name`. */
  repository: string
  /** Its branch that "Edit this page" opens. */
  branch: string
}

export interface SiteAddress {
  url: string
  repository: string
  /** "Edit this page" links are this prefix plus the source file (GitHub's `/edit/<branch>/` form). */
  editUrlBase: string
  /** Where `url` and `repository` came from, for the build's log. */
  from: { url: 'SITE_URL' | 'config'; repository: 'SITE_REPO' | 'config' }
}

type Environment = Record<string, string | undefined>

/**
 * Where the site is published and where its content is edited, for a build that does not say:
 * a deploy sets `SITE_URL` (and `SITE_REPO`, `SITE_BRANCH`) at build time instead (README, "Deploy";
 * the workflow in .github/workflows/ sets the repository it runs in). The repository this project is
 * published from is not known here: set `repository` to yours, or `SITE_REPO`, so that "Edit this
 * page" opens a repository that exists.
 */
export const siteAddressDefaults: SiteAddressDefaults = {
  url: 'https://docs.atproto.example',
  repository: 'https://github.com/bluesky-social/atproto-docs',
  branch: 'main',
}

/** A site address the build cannot use: the message says which variable and what to write. */
export class SiteAddressError extends Error {}

/** `value` as an origin (scheme and host), or an error naming `name` and what is wrong. */
function parseOrigin(value: string, name: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SiteAddressError(`${name} must be an absolute address such as https://docs.example.org, not "${value}".`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SiteAddressError(`${name} must start with https:// (or http://), not "${value}".`)
  if (url.username || url.password) throw new SiteAddressError(`${name} must not carry a user name or password: "${value}".`)
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new SiteAddressError(
      `${name} must be an origin, a scheme and a host such as https://docs.example.org, not "${value}": ` +
        'the site is served from the root of its host, and serving it under a path is not supported.',
    )
  }
  return url.origin
}

/** `value` as a repository address without a trailing slash or `.git`. */
function parseRepository(value: string, name: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SiteAddressError(`${name} must be the repository's web address, such as https://github.com/owner/name, not "${value}".`)
  }
  if (url.protocol !== 'https:' || url.pathname.split('/').filter(Boolean).length < 2 || url.search || url.hash) {
    throw new SiteAddressError(`${name} must be the repository's web address, such as https://github.com/owner/name, not "${value}".`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\.git$/, '')}`
}

/** The site's address from the environment, falling back to `defaults` for each variable not set (or empty). */
export function resolveSiteAddress(env: Environment, defaults: SiteAddressDefaults): SiteAddress {
  const url = env.SITE_URL ? parseOrigin(env.SITE_URL.trim(), 'SITE_URL') : parseOrigin(defaults.url, 'The default url in app/config/site-address.ts')
  const repository = env.SITE_REPO ? parseRepository(env.SITE_REPO.trim(), 'SITE_REPO') : parseRepository(defaults.repository, 'The default repository in app/config/site-address.ts')
  const branch = env.SITE_BRANCH?.trim() || defaults.branch
  return {
    url,
    repository,
    editUrlBase: `${repository}/edit/${branch}/`,
    from: { url: env.SITE_URL ? 'SITE_URL' : 'config', repository: env.SITE_REPO ? 'SITE_REPO' : 'config' },
  }
}

/**
 * The address this build was given: Vite's constants where Vite builds the code (the condition is
 * then constant, and the bundle keeps neither the resolver nor the defaults), the environment's
 * elsewhere. A function, so that importing this module never throws: an unusable `SITE_URL`
 * fails where the address is first read.
 */
export function getSiteAddress(): Pick<SiteAddress, 'url' | 'editUrlBase'> {
  return typeof __SITE_URL__ === 'string'
    ? { url: __SITE_URL__, editUrlBase: __SITE_EDIT_URL_BASE__ }
    : resolveSiteAddress(globalThis.process?.env ?? {}, siteAddressDefaults)
}
