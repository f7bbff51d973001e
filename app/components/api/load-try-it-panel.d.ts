export const loadTryItPanel: () => Promise<typeof import('./try-it-panel.lazy.tsx')>
