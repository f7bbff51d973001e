import { resolveSiteAddress, siteAddressDefaults } from '../../app/config/site-address.ts'
import { readSearchConfig } from '../search/search-config.ts'

/**
 * The values of the constants declared in app/build-constants.d.ts, as Vite's `define` wants them
 * (JSON text). The one place they are computed: the site build, the dev server and the unit tests
 * all take them from here.
 */
export function getBuildConstants(env: NodeJS.ProcessEnv = process.env, now = new Date()): Record<'__BUILD_YEAR__' | '__SEARCH_CONFIG__' | '__SITE_URL__' | '__SITE_EDIT_URL_BASE__', string> {
  const address = resolveSiteAddress(env, siteAddressDefaults)
  return {
    __BUILD_YEAR__: JSON.stringify(now.getFullYear()),
    __SEARCH_CONFIG__: JSON.stringify(readSearchConfig(env)),
    __SITE_URL__: JSON.stringify(address.url),
    __SITE_EDIT_URL_BASE__: JSON.stringify(address.editUrlBase),
  }
}
