// The advertising feature's public surface: its page.
export { advertisingScreen } from './routes.ts';
