import { createContext } from 'react'

/**
 * The stylesheet's text, which built pages carry in their `<head>` (root.tsx). The server render
 * alone has it: `app/entry.server.tsx` imports it and gives it here, so no module the browser
 * loads imports it. That matters in `npm run dev`, where React Router gathers a page's critical
 * CSS from every stylesheet found under the browser's modules. Once a save had made Vite record
 * the stylesheet's own sources as its dependencies, that walk compiled Tailwind's `index.css` as
 * a stylesheet of its own, from every file in the project: each page got a second stylesheet the
 * built site does not have, and each save of content compiled it again.
 */
export const StylesheetTextContext = createContext('')
