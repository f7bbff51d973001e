import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The one step of the build that rewrites React Router's output (README.md says why it is here,
 * what it buys and what to do when React Router changes). Every prerendered page is whole without
 * JavaScript, so its first paint should not share the network with the ~110 KB of scripts that
 * hydrate it. React Router's `<Scripts/>` writes `<link rel="modulepreload">` for every chunk at
 * the top of the page, which a phone on a slow network then downloads beside the page itself. This
 * step rewrites each built page so that the scripts start right after the first contentful paint:
 *
 * - the modulepreload links leave `<head>`; their addresses go to the module script's
 *   `data-preload`, and the script's type becomes one the browser does not run;
 * - a small classic script (`hydrateAfterPaintScript`, the same on every page) waits for the
 *   `first-contentful-paint` entry, then adds the modulepreload links back and swaps in a real
 *   module script with the same text, whose SHA-256 the page's Content-Security-Policy already
 *   allows (the security-headers step hashes every inline script that runs, this inert type included).
 *
 * React Router's output is not a public format: a page without exactly one module script of the
 * expected shape fails the build with what to fix.
 */

/** The type that keeps the module script inert until the loader runs it. */
export const inertModuleType = 'text/x-module-after-paint'

/**
 * The loader: runs where it sits, right after the inert module script. Browsers without paint
 * timing start after the next frame instead. A page opened in a background tab paints, and so
 * hydrates, once it is shown.
 */
export const hydrateAfterPaintScript =
  `(function(){var s=document.currentScript.previousElementSibling,done=false;` +
  `function go(){if(done)return;done=true;` +
  `(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});` +
  `var m=document.createElement('script');m.type='module';m.textContent=s.textContent;s.replaceWith(m)}` +
  `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
  `if(t&&t.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(go,0)})})()`

const modulePreload = /<link rel="modulepreload" href="(\/[^"]+)"\/>/g
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g

const readme = 'scripts/build/after-paint/README.md'
const fix = `React Router may have changed how <Scripts/> writes a page: see ${readme}.`

/** The React Router release whose `<Scripts/>` output this step was written for and checked against. */
export const writtenFor = '7.18'

/** Throws, saying what to do, unless the installed React Router is the release this step was written for. */
export function checkReactRouterVersion(installed = readInstalledVersion()): void {
  if (installed.split('.').slice(0, 2).join('.') === writtenFor) return
  throw new Error(
    `React Router ${installed} is installed, but the build step that starts each page's scripts after its first paint was written for ${writtenFor}.x. ` +
      `Follow ${readme}: measure whether a public API now gives the same figure, then either remove the step or check it against the new output and update \`writtenFor\`.`,
  )
}

function readInstalledVersion(): string {
  const require = createRequire(import.meta.url)
  return (JSON.parse(readFileSync(require.resolve('react-router/package.json'), 'utf8')) as { version: string }).version
}

/** Rewrites one page (see above). Throws, naming `file`, when the page does not have the expected shape. */
export function deferHydration(html: string, file: string): string {
  const scripts = [...html.matchAll(moduleScript)]
  if (scripts.length !== 1) throw new Error(`${file}: expected one <script type="module" async=""> (React Router's <Scripts/>), found ${scripts.length}. ${fix}`)
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1])
  if (preloads.length === 0) throw new Error(`${file}: found no <link rel="modulepreload"> to defer. ${fix}`)
  if (preloads.some((href) => /[\s"]/.test(href))) throw new Error(`${file}: a modulepreload address holds a space or a quote. ${fix}`)
  return html
    .replace(modulePreload, '')
    .replace(
      moduleScript,
      (_, code: string) => `<script type="${inertModuleType}" data-preload="${preloads.join(' ')}">${code}</script><script>${hydrateAfterPaintScript}</script>`,
    )
}
