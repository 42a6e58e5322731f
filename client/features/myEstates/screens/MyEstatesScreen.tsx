// /private/myestates?status=&page=&saved=
import { useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { MyEstatesList } from '../components/MyEstatesList.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { PromoteDialog, type PromoteTarget } from '../../billing/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { changeMyEstateStatus, deleteMyEstate, selectMyEstates } from '../slice.ts';
import { myEstatesHref, statusParam } from '../query.ts';

export function MyEstatesScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const [params] = useSearchParams();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const state = useSelector(selectMyEstates);
  const saved = params.get('saved');
  const [promoting, setPromoting] = useState<PromoteTarget | null>(null);
  return (
    <PrivatePage
      title={t('titles.myEstates')}
      unreadMessages={unread}
      actions={
        <Link className="btn btn--action" to="/private/addnewestate">
          {t('privateArea.nav.addEstate')}
        </Link>
      }
    >
      {saved ? <FormAlert kind="success" message={msg('myEstates.saved')} /> : null}
      {state.deleteFailed ? <FormAlert message={msg('myEstates.deleteFailed')} /> : null}
      {state.changeFailed ? <FormAlert message={msg(state.changeFailed === 'LIMIT' ? 'buyers.archive.limit' : 'buyers.archive.failed')} /> : null}
      <MyEstatesList
        estates={state.values}
        language={language}
        status={statusParam(params)}
        page={state.meta.page}
        totalPages={state.meta.totalPages}
        total={state.meta.total}
        hrefFor={myEstatesHref}
        deletingAliasId={state.deletingAliasId}
        onDelete={(aliasId) => dispatch(deleteMyEstate({ aliasId }))}
        onPromote={setPromoting}
        onChangeStatus={(aliasId, status) => dispatch(changeMyEstateStatus({ aliasId, status }))}
        changingAliasId={state.changingAliasId}
        savedCounts={state.savedCounts}
      />
      <PromoteDialog estate={promoting} onClose={() => setPromoting(null)} />
    </PrivatePage>
  );
}

export default MyEstatesScreen;
