import { getLocale, getTranslations } from 'next-intl/server';
import { billingBuyHref, type ProductDto } from '@/features/billing/contract';
import classes from './collection.module.css';
import { formatFen } from './money';

/** The portrait packages with their prices; ordering opens billing's buy dialog on the package (login first). */
export async function PackageCards({
  packages,
  headingLevel = 2,
}: {
  packages: ProductDto[];
  headingLevel?: 2 | 3;
}) {
  const [t, locale] = await Promise.all([getTranslations('CollectionSubscribe'), getLocale()]);
  if (packages.length === 0) return <p>{t('none')}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={classes.cards} data-testid="portrait-packages">
      {packages.map((product) => {
        const name = locale === 'zh' ? product.nameZh : product.nameEn;
        return (
          <li key={product.productId} className={classes.card} data-testid="portrait-package">
            <Heading>{name}</Heading>
            <span className={classes.price}>{formatFen(product.priceFen, locale)}</span>
            <span>
              {product.concurrency && product.durationDays
                ? t('includes', { concurrency: product.concurrency, days: product.durationDays })
                : t('portraitOnly')}
            </span>
            <a className={classes.button} href={billingBuyHref(product.productId)}>
              {t('order', { name })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
