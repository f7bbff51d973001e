// html-validate's configuration for the built pages: the every-page browser crawl validates each
// one with it (test/e2e/every-page.spec.ts), and `npx html-validate build/client` reads it too.
// Every rule this file turns off or relaxes says why on the line above it; the crawl checks that.
import { defineConfig } from 'html-validate'

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes some attribute names in camelCase (charSet, dateTime); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes a boolean attribute with an empty value (checked=""), the content's HTML without one; both are valid HTML.
    'attribute-boolean-style': 'off',
    // Relaxed, not off: a list of a post's tags is named (aria-label="Tags"), which ARIA allows on a list;
    // a name where ARIA forbids one still fails.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A page's title is its heading and the site's name, and posts keep their originals' titles;
    // search engines shorten long titles themselves.
    'long-title': 'off',
    // The announcement bar takes its colours from the site's configuration as a style attribute,
    // which the Content-Security-Policy allows (style-src 'unsafe-inline', for highlighted code).
    'no-inline-style': 'off',
    // Relaxed, not off: React's useId writes ids such as «R5m35», valid HTML though not the
    // letters-first form the strict rule asks for.
    'valid-id': ['error', { relaxed: true }],
    // React writes void elements self-closed (<meta/>), the content's HTML without the slash; both are valid HTML.
    'void-style': 'off',
    // The search page's form has one field and searches as the reader types and on Enter
    // (implicit submission); a submit button would add nothing.
    'wcag/h32': 'off',
  },
})
