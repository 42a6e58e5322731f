// Floor plans and documents of an estate: their kinds and limits, for the api, the import and the form alike.

export const DOCUMENT_KINDS = ['floorplan', 'document'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The largest file one upload may carry (a PDF or an image), in bytes; more answers 413. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Floor plans and documents one estate may hold together. */
export const MAX_DOCUMENTS_PER_ESTATE = 20;
/** The longest title of a floor plan or document. */
export const MAX_DOCUMENT_TITLE = 120;
