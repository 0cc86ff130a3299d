import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ProductDto } from '@/features/billing/contract';
import classes from './collection.module.css';
import { PackageCards } from './PackageCards';

const STEPS = ['order', 'capture', 'review', 'use'] as const;
/** face-api's demo photos (MIT), the same as tests/data/portraits: public/collection/samples/NOTICE.txt. */
const SAMPLES = [
  { src: '/collection/samples/sample1.jpg', width: 1158, height: 926 },
  { src: '/collection/samples/sample3.jpg', width: 1170, height: 936 },
  { src: '/collection/samples/sample5.jpg', width: 884, height: 707 },
];

/** /collection/home: what a private digital human is, how one is made, samples, prices and the way to start. */
export async function CollectionHome({ packages }: { packages: ProductDto[] }) {
  const t = await getTranslations('CollectionHome');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={classes.lead}>{t('lead')}</p>
      <p>
        <Link className={classes.button} href="/collection/subscribe" prefetch={false}>
          {t('start')}
        </Link>
      </p>
      <section aria-labelledby="collection-steps">
        <h2 id="collection-steps">{t('stepsTitle')}</h2>
        <ol className={classes.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="collection-samples">
        <h2 id="collection-samples">{t('samplesTitle')}</h2>
        <ul className={classes.samples}>
          {SAMPLES.map((sample, index) => (
            <li key={sample.src}>
              {/* eslint-disable-next-line @next/next/no-img-element -- three small static files, no optimiser needed */}
              <img
                src={sample.src}
                width={sample.width}
                height={sample.height}
                alt={t('sampleAlt', { n: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <p className={classes.note}>{t('samplesNote')}</p>
      </section>
      <section aria-labelledby="collection-prices">
        <h2 id="collection-prices">{t('pricesTitle')}</h2>
        <PackageCards packages={packages} headingLevel={3} />
      </section>
      <p>
        <Link href="/collection/contactUs" prefetch={false} style={{ textDecoration: 'underline' }}>
          {t('contact')}
        </Link>
      </p>
    </>
  );
}
