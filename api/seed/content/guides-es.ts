// Country guides in es: a few paragraphs of HTML per featured country (sanitized when seeded).
export const GUIDES_ES: Record<string, string> = {};
