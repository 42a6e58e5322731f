// What the app uses of the compare feature: the toggle on cards and the estate page, and the bar
// that counts the listings chosen (both small: every first page loads them).
export { CompareBar, CompareToggle } from './components/CompareToggle.tsx';
