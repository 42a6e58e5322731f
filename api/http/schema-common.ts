// Transitional: the old names of the contract's building blocks, until every route reads its schemas
// from shared/contract/. Delete when nothing imports it.
export {
  StringEnum, Nullable, pagingQuery, listMeta, Body, MAX_ON_PAGE, LanguageQuery, Language as LanguageSchema, CountryCode as CountryCodeSchema,
  LocalizedText as LocalizedTextSchema, ListMeta as ListMetaSchema,
} from '../../shared/contract/common.ts';
export type { ListMeta } from '../../shared/contract/common.ts';
export { errorResponses, NoContent, ErrorBody as ErrorSchema } from '../../shared/contract/http.ts';
export type LanguageQueryType = { lang?: import('../../shared/constants.ts').Language };
