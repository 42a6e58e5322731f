// The orders screen (admins only): plan and top-offer orders, newest first, with the customer, the
// product, the amount and the state; a paid order (not one a plan's credit paid) has "Refund", which
// asks for a reason and then for confirmation (ReasonAction). The outcome shows above the list.
import { useDispatch } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { formatDate } from '../../../lib/date.ts';
import { Link } from '../../../ui/Link.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { AdminOrder } from '../../../../shared/contract/admin-billing.ts';
import { formatPlanPrice } from '../../plans/index.ts';
import type { OrderPage } from '../api.ts';
import { adminAct } from '../slice.ts';
import { ReasonAction } from './ReasonAction.tsx';

/** Whether an admin may ask for a refund of the order: paid, and paid with money (not a plan's credit). */
export const refundable = (o: Pick<AdminOrder, 'status' | 'provider'>): boolean => o.status === 'paid' && o.provider !== 'credit';

function Product({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  if (order.kind === 'plan') return <>{t('admin.orders.plan', { plan: order.planId ?? '' })}</>;
  return (
    <>
      {t('admin.orders.topOffer', { count: order.days ?? 0 })}
      {order.estateAliasId ? (
        <>
          {' '}
          <Link to={`/estate/${encodeURIComponent(order.estateAliasId)}`}>{order.estateAliasId}</Link>
        </>
      ) : null}
    </>
  );
}

export function Orders({ list, acting, language }: { list: OrderPage; acting: string | null; language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  if (!list.values.length) return <p className="admin-empty">{t('admin.orders.empty')}</p>;
  return (
    <table className="admin-table admin-orders">
      <thead>
        <tr>
          <th scope="col">{t('admin.orders.date')}</th>
          <th scope="col">{t('admin.orders.customer')}</th>
          <th scope="col">{t('admin.orders.product')}</th>
          <th scope="col">{t('admin.orders.amount')}</th>
          <th scope="col">{t('admin.orders.state')}</th>
          <th scope="col">{t('admin.orders.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {list.values.map((o) => (
          <tr key={`${o._id}-${o.status}`} data-order={o._id} data-status={o.status}>
            <td>
              <time dateTime={o.createdAt}>{formatDate(o.createdAt, language)}</time>
            </td>
            <td>{o.customer.email}</td>
            <td>
              <Product order={o} />
              {o.renewal ? <span className="admin-badge">{t('admin.orders.renewal')}</span> : null}
            </td>
            <td className="admin-orders__amount">{formatPlanPrice(o.amount, o.currency, language)}</td>
            <td>
              <span className={`admin-badge admin-badge--${o.status}`}>{t(`admin.orders.status.${o.status}`)}</span>
              {o.refundReason ? <p className="admin-item__reason">{t('admin.estates.reason', { reason: o.refundReason })}</p> : null}
            </td>
            <td>
              {refundable(o) ? (
                <ReasonAction
                  label={t('admin.actions.refund')}
                  question={t('admin.confirm.refund', { amount: formatPlanPrice(o.amount, o.currency, language), email: o.customer.email })}
                  reason="required"
                  name={`reason-refund-${o._id}`}
                  busy={acting === o._id}
                  onConfirm={(reason) => dispatch(adminAct({ act: { kind: 'refund', id: o._id, reason } }))}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
