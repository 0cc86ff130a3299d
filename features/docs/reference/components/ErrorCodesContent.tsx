import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { errorCodeRows } from '../server/error-codes';
import classes from './reference.module.css';

/** /doc/errors and /mobile/doc/errors: every code of the envelope, its HTTP status and its message in both languages. */
export async function ErrorCodesContent({ device }: { device: Device }) {
  const t = await getTranslations('ApiErrorCodes');
  const rows = errorCodeRows();
  return (
    <div className={classes.page} data-device={device}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <a href="api">{t('referenceLink')}</a>
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table className={classes.table}>
          <caption style={{ textAlign: 'left' }}>{t('caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('code')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('zh')}</th>
              <th scope="col">{t('en')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} id={`code-${row.code}`}>
                <td>
                  <code>{row.code}</code>
                  <div className={classes.limits}>{row.name}</div>
                </td>
                <td>{row.status}</td>
                <td lang="zh">{row.zh}</td>
                <td lang="en">{row.en}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
