// A country tile's guide link on the home page is named by aria-label "guide: country"; its spoken
// name must contain the words it shows (WCAG 2.5.3 label in name, axe's label-content-name-mismatch,
// which Lighthouse runs), in every language.
import t from 'tap';
import { LANGUAGES } from '../../shared/core/constants.ts';
import { allTranslations } from '../helpers/locales.ts';

for (const lng of LANGUAGES) {
  t.test(lng, async (t) => {
    const app = allTranslations(lng) as { home: { countries: { guide: string; guideFor: string } } };
    const visible: string = app.home.countries.guide;
    const spoken: string = app.home.countries.guideFor.replace('{{country}}', 'X');
    t.ok(spoken.toLowerCase().startsWith(visible.toLowerCase()), `"${spoken}" starts with "${visible}"`);
  });
}
