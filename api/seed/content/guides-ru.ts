// Country guides in ru: a few paragraphs of HTML per featured country (sanitized when seeded).
export const GUIDES_RU: Record<string, string> = {};
