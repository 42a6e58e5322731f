// Country guides in en: a few paragraphs of HTML per featured country (sanitized when seeded).
export const GUIDES_EN: Record<string, string> = {};
