/** The translation rules (lib/content/translation-state.ts) as one browser script defining `translationState`. */
export function translationStateScript(): string;
