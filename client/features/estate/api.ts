// The estate page's call (shared/contract/estates.ts getEstate); its similar listings come from the
// search (features/search/api.ts).
import type { getEstate as GetEstate } from '../../../shared/contract/estates.ts';
import type { getPriceHistory as GetPriceHistory } from '../../../shared/contract/price-history.ts';
import type { getBuyingCosts as GetBuyingCosts } from '../../../shared/contract/buying-costs.ts';
import { endpointCall } from '../../lib/api.ts';

export const getEstate = endpointCall<typeof GetEstate>('GET', '/api/estate/{aliasId}');
export const getPriceHistory = endpointCall<typeof GetPriceHistory>('GET', '/api/estate/{aliasId}/price-history');
export const getBuyingCosts = endpointCall<typeof GetBuyingCosts>('GET', '/api/countries/{code}/buying-costs');
