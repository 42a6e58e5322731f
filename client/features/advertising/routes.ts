// The advertising screen's registry entry (client/app/screens.ts): no page data.
export const advertisingScreen = {
  load: () => import('./screens/AdvertisingScreen.tsx'),
};
