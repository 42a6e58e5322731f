// Country banners: a headline and a line of text per language.
export interface SeedBanner {
  title: Record<'en' | 'de' | 'ru' | 'es', string>;
  text: Record<'en' | 'de' | 'ru' | 'es', string>;
  image: string | null;
}

export const BANNERS: Record<string, SeedBanner> = {};
