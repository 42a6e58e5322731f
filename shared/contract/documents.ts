// Floor plans and documents of an estate (issue 24, item 4): upload (multipart: a `file` part, `kind`,
// an optional `title`), remove and order, owner only. A floor plan is an image (stored re-encoded,
// like a photo) or a PDF; a document is a PDF. PDFs are recognised by their content (`%PDF-`), at
// most MAX_DOCUMENT_BYTES, and served by `/media` as a download (attachment, nosniff, a sandbox CSP).
// The estate answer lists them as `documents` (shared/contract/estates.ts).
import { Type, type Static } from 'typebox';
import { Body, Id, Nullable, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

import { DOCUMENT_KINDS, MAX_DOCUMENTS_PER_ESTATE } from '../core/documents.ts';

export const EstateDocument = Type.Object(
  {
    _id: Type.String(),
    kind: StringEnum(DOCUMENT_KINDS),
    title: Type.String({ description: 'the title the owner gave it; may be empty' }),
    url: Type.String({ description: '/media/<storage key>; a PDF downloads as an attachment' }),
    size: Type.Integer({ description: 'bytes of the stored file' }),
    contentType: StringEnum(['application/pdf', 'image/webp'] as const),
    width: Type.Optional(Nullable(Type.Integer())),
    height: Type.Optional(Nullable(Type.Integer())),
  },
  { title: 'EstateDocument' },
);
export type EstateDocument = Static<typeof EstateDocument>;

export const EstateDocumentList = Type.Object({ documents: Type.Array(EstateDocument) }, { title: 'EstateDocumentList' });
export type EstateDocumentList = Static<typeof EstateDocumentList>;

export const DocumentAliasParams = Type.Object({ aliasId: Id });
export const DocumentParams = Type.Object({ aliasId: Id, id: Id });

/** `PUT /api/estate/{aliasId}/documents/order`: every floor plan and document id of the estate once. */
export const DocumentOrderBody = Body({ ids: Type.Array(Id, { maxItems: MAX_DOCUMENTS_PER_ESTATE }) });
export type DocumentOrderBody = Static<typeof DocumentOrderBody>;

const tags = ['estate documents'] as const;

export const uploadEstateDocument = endpoint({
  method: 'POST',
  path: '/api/estate/{aliasId}/documents',
  operationId: 'uploadEstateDocument',
  summary: 'Add a floor plan or a document to an own estate',
  description:
    'Multipart: `kind` (floorplan or document) and an optional `title` (at most 120 characters) before one `file` part. A floor plan is a JPEG, PNG or WebP image (stored re-encoded) or a PDF; a document is a PDF. Files are recognised by their content, at most 10 MiB.',
  tags,
  access: 'session',
  params: DocumentAliasParams,
  consumes: 'multipart/form-data',
  response: { 201: EstateDocument, ...errorResponses(400, 401, 404, 413) },
});

export const reorderEstateDocuments = endpoint({
  method: 'PUT',
  path: '/api/estate/{aliasId}/documents/order',
  operationId: 'reorderEstateDocuments',
  summary: 'Put the floor plans and documents of an own estate in a new order',
  tags,
  access: 'session',
  params: DocumentAliasParams,
  body: DocumentOrderBody,
  response: { 200: EstateDocumentList, ...errorResponses(400, 401, 404) },
});

export const deleteEstateDocument = endpoint({
  method: 'DELETE',
  path: '/api/estate/{aliasId}/documents/{id}',
  operationId: 'deleteEstateDocument',
  summary: 'Remove a floor plan or document of an own estate',
  tags,
  access: 'session',
  params: DocumentParams,
  response: { 200: EstateDocumentList, ...errorResponses(400, 401, 404) },
});
