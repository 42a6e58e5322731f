// The map feature, declared once (client/lib/feature.ts): the Leaflet views other features show
// (search results, an estate's pin). No store part and no screen of its own.
import { defineFeature } from '../../lib/feature.ts';

export default defineFeature({ key: 'map' });
