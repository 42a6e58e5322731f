// The placeholder every not-yet-built screen starts as: the screen's own title, "coming soon".
import { useTranslation } from '../../i18n/translation.tsx';
import type { ScreenId } from '../../../shared/routing/routes.ts';
import { ComingSoon } from '../../ui/system/ComingSoon.tsx';
import type { ScreenComponent } from '../../lib/screens.ts';

export function comingSoonScreen(id: ScreenId): ScreenComponent {
  function Placeholder() {
    const { t } = useTranslation();
    return <ComingSoon title={t(`titles.${id}`)} />;
  }
  Placeholder.displayName = `ComingSoon(${id})`;
  return Placeholder;
}
