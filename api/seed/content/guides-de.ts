// Country guides in de: a few paragraphs of HTML per featured country (sanitized when seeded).
export const GUIDES_DE: Record<string, string> = {};
