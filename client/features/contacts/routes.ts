// The contacts screen's registry entry (client/app/screens.ts): no page data.
export const contactsScreen = {
  load: () => import('./screens/ContactsScreen.tsx'),
};
