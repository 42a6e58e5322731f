// Static pages (/terms, /privacy-policy, /revocation-instruction, /impressum), /article/:articleId
// and /article-preview/:articleId: the article in the current language, as the api sanitized it.
import { useTranslation } from '../../../i18n/translation.tsx';
import { useSelector } from 'react-redux';
import { StaticPageView } from '../components/StaticPageView.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { ScreenProps } from '../../../lib/screens.ts';
import type { RootState } from '../../../store/state.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { articleIdFor } from '../articleId.ts';
import { selectArticle } from '../slice.ts';

export default function ArticleScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const which = articleIdFor(match);
  const language = useSelector(selectLanguage);
  const entry = useSelector((s: RootState) => (which ? selectArticle(s, which.id, language, which.preview) : null));

  if (!entry?.article) return <Spinner label={t('common.loading')} />;
  return <StaticPageView title={entry.article.title} html={entry.article.body} />;
}
