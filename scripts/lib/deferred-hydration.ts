/**
 * Every prerendered page is whole without JavaScript, so its first paint should not wait for, or
 * share the network with, the ~110 KB of scripts that hydrate it. React Router's `<Scripts/>`
 * writes `<link rel="modulepreload">` for every chunk at the top of the page and an async module
 * script that may run before the first paint; on a slow phone both push the first paint back (in
 * Lighthouse's mobile run, by about half a second). This step rewrites each built page so that the
 * scripts start right after the first contentful paint instead:
 *
 * - the modulepreload links leave `<head>`; their addresses go to the module script's
 *   `data-preload`, and the script's type becomes one the browser does not run;
 * - a small classic script (`hydrateAfterPaintScript`, the same on every page) waits for the
 *   `first-contentful-paint` entry, then adds the modulepreload links back and swaps in a real
 *   module script with the same text, whose SHA-256 the page's Content-Security-Policy already
 *   allows (postbuild hashes every inline script).
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

/** Rewrites one page (see above). Throws, naming `file`, when the page does not have the expected shape. */
export function deferHydration(html: string, file: string): string {
  const fix = 'React Router may have changed how <Scripts/> writes a page: update scripts/lib/deferred-hydration.ts to the new output.'
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
