export declare const loadSearchModal: () => Promise<typeof import('./search/search-modal.ts')>
