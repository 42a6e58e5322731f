// What other features use of the estate form: the per-language tabs and a photo's thumbnail URL.
export { LanguageTabs, type LanguageTabsProps } from './components/LanguageTabs.tsx';
export { thumbUrl } from './components/photoFiles.ts';
