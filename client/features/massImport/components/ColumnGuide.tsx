// The CSV column guide: how the file is laid out, and on opening, every column of the template with
// the example row's value (read from the template itself, so the guide never drifts from it).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { loadTemplateColumns } from '../api.ts';

type Columns = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; columns: { column: string; example: string }[] };

export function ColumnGuide() {
  const { t } = useTranslation();
  const [state, setState] = useState<Columns>({ status: 'idle' });

  function toggle(open: boolean) {
    if (!open || state.status === 'loaded' || state.status === 'loading') return;
    setState({ status: 'loading' });
    loadTemplateColumns().then(
      (columns) => setState({ status: 'loaded', columns }),
      () => setState({ status: 'failed' }),
    );
  }

  return (
    <details className="mass-import__guide" onToggle={(e) => toggle((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t('massImport.guide.summary')}</summary>
      <p>{t('massImport.guide.intro')}</p>
      <ul>
        <li>{t('massImport.guide.key')}</li>
        <li>{t('massImport.guide.languages')}</li>
        <li>{t('massImport.guide.lists')}</li>
        <li>{t('massImport.guide.xml')}</li>
      </ul>
      {state.status === 'loading' ? <Spinner /> : null}
      {state.status === 'failed' ? <p role="alert">{t('massImport.guide.failed')}</p> : null}
      {state.status === 'loaded' ? (
        <div className="mass-import__table-wrap">
          <table className="mass-import__table">
            <caption className="visually-hidden">{t('massImport.guide.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('massImport.guide.column')}</th>
                <th scope="col">{t('massImport.guide.example')}</th>
              </tr>
            </thead>
            <tbody>
              {state.columns.map((c) => (
                <tr key={c.column}>
                  <th scope="row">
                    <code>{c.column}</code>
                  </th>
                  <td>{c.example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}
