// The map's own call (shared/contract/estate-clusters.ts): every result of a search in the map's
// rectangle, grouped. Imported only by the lazy map chunk.
import type { estateClusters as EstateClustersEndpoint } from '../../../shared/contract/estate-clusters.ts';
import { endpointCall } from '../../lib/api.ts';

export const estateClusters = endpointCall<typeof EstateClustersEndpoint>('GET', '/api/estate/clusters');
