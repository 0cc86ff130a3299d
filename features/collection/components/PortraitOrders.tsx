import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { OrderDto } from '@/features/billing/contract';
import classes from './collection.module.css';
import { formatFen } from './money';

/** /collection/order: the corporation's portrait orders, each opening billing's order page (pay, or what it gave). */
export async function PortraitOrders({ orders }: { orders: OrderDto[] }) {
  const [t, locale] = await Promise.all([getTranslations('CollectionOrder'), getLocale()]);
  const day = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={classes.lead}>{t('lead')}</p>
      {orders.length === 0 ? (
        <p data-testid="portrait-orders-empty">
          {t('empty')}{' '}
          <Link href="/collection/subscribe" prefetch={false} style={{ textDecoration: 'underline' }}>
            {t('toSubscribe')}
          </Link>
        </p>
      ) : (
        <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={t('tableLabel')}>
          <table className={classes.table} data-testid="portrait-orders">
            <thead>
              <tr>
                <th scope="col">{t('orderNo')}</th>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('createdAt')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderNo}>
                  <td>
                    <a
                      href={`/dashboard/order/detail?${new URLSearchParams({ orderNo: order.orderNo })}`}
                      style={{ textDecoration: 'underline' }}
                    >
                      {order.orderNo}
                    </a>
                  </td>
                  <td>{locale === 'zh' ? order.productNameZh : order.productNameEn}</td>
                  <td>{formatFen(order.payableFen, locale)}</td>
                  <td>{t('statusOf', { status: order.status })}</td>
                  <td>{day.format(new Date(order.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
