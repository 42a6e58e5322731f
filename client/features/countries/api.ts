// The country list and the country guide's api calls (shared/contract/geodata.ts).
import type {
  getCountryBanner as GetCountryBanner,
  getCountryInfo as GetCountryInfo,
  listCountries as ListCountries,
} from '../../../shared/contract/geodata.ts';
import { endpointCall } from '../../lib/api.ts';

export const listCountries = endpointCall<typeof ListCountries>('GET', '/api/geodata/countries');
export const getCountryInfo = endpointCall<typeof GetCountryInfo>('GET', '/api/geodata/{countryCode}/full/{lang}');
export const getCountryBanner = endpointCall<typeof GetCountryBanner>('GET', '/api/geodata/{countryCode}/banner');
