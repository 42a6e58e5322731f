// A country tile's guide link on the home page is named by aria-label "guide: country"; its spoken
// name must contain the words it shows (WCAG 2.5.3 label in name, axe's label-content-name-mismatch,
// which Lighthouse runs), in every language.
import { readFileSync } from 'node:fs';
import t from 'tap';
import { LANGUAGES } from '../../shared/constants.ts';

for (const lng of LANGUAGES) {
  t.test(lng, async (t) => {
    const app = JSON.parse(readFileSync(new URL(`../../locales/${lng}/app.json`, import.meta.url), 'utf8'));
    const visible: string = app.home.countries.guide;
    const spoken: string = app.home.countries.guideFor.replace('{{country}}', 'X');
    t.ok(spoken.toLowerCase().startsWith(visible.toLowerCase()), `"${spoken}" starts with "${visible}"`);
  });
}
