export const SEARCH_PATH: string;
export const SEARCH_BUNDLE_PLACEHOLDER: string;
export const SEARCH_BUNDLE_STANDIN: string;
