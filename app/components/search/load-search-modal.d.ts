export declare const loadSearchModal: () => Promise<typeof import('./search-modal.ts')>
