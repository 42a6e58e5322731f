// The last step's work: the body of `POST /api/estate` from the draft (through the estate form's own
// conversion, so both ways of adding a listing send the same thing), then the photos through the
// photo endpoint once the listing exists. A refused listing comes back as form errors by field; the
// screen names the step that holds each field.
import type { Language } from '../../../shared/core/constants.ts';
import { facetLabelKey } from '../../../shared/search/facets.ts';
import type { EstateInput } from '../../../shared/contract/estates.ts';
import type { ApiCaller } from '../../lib/api.ts';
import type { FieldMessage, FormErrors } from '../../lib/forms/errors.ts';
import { bodyFromValues, createEstate, emptyEstateValues, photoError, saveErrors, uploadPhotos } from '../estateForm/index.ts';
import type { AdvertDraft } from './draft.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The headline the flow writes when the visitor left it empty: "Apartment for sale in Lisbon". */
export function autoTitle(draft: Pick<AdvertDraft, 'dealType' | 'estateType' | 'city'>, t: Translate): string {
  const type = draft.estateType ? t(facetLabelKey('estateType', draft.estateType)) : t('advert.autoTitle.property');
  return t(`advert.autoTitle.${draft.dealType}`, { type, city: draft.city.trim() });
}

/** The listing the draft describes, published, its headline in the visitor's language. */
export function publishBody(draft: AdvertDraft, language: Language, title: string): EstateInput {
  const base = emptyEstateValues(draft.currency || 'eur');
  const values = {
    ...base,
    dealType: draft.dealType,
    estateType: draft.estateType,
    countryCode: draft.countryCode,
    city: draft.city,
    price: draft.price,
    livingSpace: draft.livingSpace,
    rooms: draft.rooms,
    title: { ...base.title, [language]: title.trim() },
  };
  return bodyFromValues(values, 'create', 'published');
}

export type PublishOutcome =
  | { ok: true; aliasId: string; /** the listing is there, its photos are not */ photoFailure: FieldMessage | null }
  | { ok: false; errors: FormErrors; code: string | null };

export interface PublishDeps {
  api: ApiCaller;
  /** the photo upload (multipart, straight to the gateway); tests pass their own */
  upload?: (aliasId: string, files: readonly File[]) => Promise<unknown>;
}

const codeOf = (err: unknown): string | null => {
  const body = (err as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : null;
};

/** Creates the listing, then uploads the photos in their order. */
export async function publishDraft(deps: PublishDeps, body: EstateInput, files: readonly File[]): Promise<PublishOutcome> {
  let aliasId: string;
  try {
    const estate = await createEstate(deps.api, { body });
    aliasId = estate.aliasId;
  } catch (err) {
    return { ok: false, errors: saveErrors(err), code: codeOf(err) };
  }
  if (!files.length) return { ok: true, aliasId, photoFailure: null };
  try {
    await (deps.upload ?? uploadPhotos)(aliasId, files);
    return { ok: true, aliasId, photoFailure: null };
  } catch (err) {
    return { ok: true, aliasId, photoFailure: photoError(err) };
  }
}
