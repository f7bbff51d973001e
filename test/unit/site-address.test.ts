import { describe, expect, it } from 'vitest'
import { resolveSiteAddress, SiteAddressError, siteAddressDefaults } from '../../app/config/site-address.ts'
import { site } from '../../app/config/site.ts'
import { getBuildConstants } from '../../scripts/vite/build-constants.ts'
import { runScript } from './run-script.ts'

const defaults = { url: 'https://docs.atproto.example', repository: 'https://github.com/example/docs', branch: 'main' }

describe('the site address', () => {
  it('comes from the config when SITE_URL and SITE_REPO are unset or empty', () => {
    for (const env of [{}, { SITE_URL: '', SITE_REPO: '', SITE_BRANCH: '' }]) {
      expect(resolveSiteAddress(env, defaults)).toEqual({
        url: 'https://docs.atproto.example',
        repository: 'https://github.com/example/docs',
        editUrlBase: 'https://github.com/example/docs/edit/main/',
        from: { url: 'config', repository: 'config' },
      })
    }
  })

  it('comes from SITE_URL, SITE_REPO and SITE_BRANCH, written as an origin and a repository address', () => {
    const env = { SITE_URL: 'https://Docs.Example.org/', SITE_REPO: 'https://github.com/someone/our-docs.git/', SITE_BRANCH: 'trunk' }
    expect(resolveSiteAddress(env, defaults)).toEqual({
      url: 'https://docs.example.org',
      repository: 'https://github.com/someone/our-docs',
      editUrlBase: 'https://github.com/someone/our-docs/edit/trunk/',
      from: { url: 'SITE_URL', repository: 'SITE_REPO' },
    })
    expect(resolveSiteAddress({ SITE_URL: 'http://localhost:8080' }, defaults).url).toBe('http://localhost:8080')
  })

  it('refuses a SITE_URL with a path, a query or another scheme, saying why', () => {
    const refusal = (value: string) => {
      try {
        resolveSiteAddress({ SITE_URL: value }, defaults)
      } catch (error) {
        expect(error).toBeInstanceOf(SiteAddressError)
        return (error as Error).message
      }
      throw new Error(`${value} was accepted`)
    }
    expect(refusal('https://example.github.io/docs')).toMatch(/^SITE_URL must be an origin, .*serving it under a path is not supported/)
    expect(refusal('https://docs.example.org/?lang=en')).toMatch(/^SITE_URL must be an origin/)
    expect(refusal('docs.example.org')).toMatch(/^SITE_URL must be an absolute address/)
    expect(refusal('ftp://docs.example.org')).toMatch(/^SITE_URL must start with https:\/\//)
    expect(() => resolveSiteAddress({ SITE_REPO: 'someone/our-docs' }, defaults)).toThrow(/^SITE_REPO must be the repository's web address/)
  })

  it('stops the content build on a SITE_URL it cannot use, with the reason alone', async () => {
    const run = await runScript('scripts/build-content.ts', { env: { SITE_URL: 'https://example.github.io/docs' } })
    expect(run.status).toBe(1)
    expect(`${run.stdout}${run.stderr}`.trim()).toMatch(/^✗ SITE_URL must be an origin, [^\n]*serving it under a path is not supported\.$/)
  })

  it('is what the build constants hand Vite, from the environment', () => {
    const constants = getBuildConstants({ SITE_URL: 'https://docs.example.org', SITE_REPO: 'https://github.com/someone/our-docs' })
    expect(JSON.parse(constants.__SITE_URL__)).toBe('https://docs.example.org')
    expect(JSON.parse(constants.__SITE_EDIT_URL_BASE__)).toBe('https://github.com/someone/our-docs/edit/main/')
    // The unit tests run with the config's address whatever the environment says (vitest.config.ts).
    expect(site.url).toBe(resolveSiteAddress({}, siteAddressDefaults).url)
  })
})

// A whole build of the real content for another address: test/unit/real-content.test.ts.
