import { withBasePath } from '@/lib/config/base-path';
import { getTranslations } from 'next-intl/server';
import { SessionPicture } from '@/components/digital-human/SessionPicture';
import { siteDemoShareCode } from '@/features/sessions/contract';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { castLocale } from './cast-locale';
import type { DemoPoster } from './cast-types';
import classes from './cast.module.css';

/** The runtime page the demo opens: the demo session of the page's language, started as soon as it loads. */
export const demoSource = (locale: Parameters<typeof siteDemoShareCode>[0], device: Device) =>
  withBasePath(`${devicePath(`/p/${siteDemoShareCode(locale)}`, device)}?autostart=1`);

/**
 * "Talk to it" without a byte of script before the click: a poster of the demo character in the summary of a closed
 * <details>, and the live runtime in an iframe inside it. `loading="lazy"` keeps the browser from loading an iframe
 * that is not rendered, so the runtime page (and its scripts) load when the visitor opens the details, and not
 * before. The click is also the gesture that lets the framed runtime speak (allow="autoplay").
 */
export async function DemoFacade({ demo, device }: { demo: DemoPoster; device: Device }) {
  const [locale, t] = await Promise.all([castLocale(), getTranslations('SiteCast')]);
  const name = demo.name[locale];
  return (
    <details className={classes.demo} data-site-demo="">
      <summary className={classes.poster}>
        <SessionPicture
          character={demo.character}
          background={demo.background}
          layout={demo.layout}
          label={t('demo.poster', { name })}
        />
        <span className={classes.posterBar}>
          <span className={classes.talk}>{t('demo.talk', { name })}</span>
          <span className={classes.posterNote}>{t('demo.note')}</span>
        </span>
      </summary>
      <iframe
        className={classes.frame}
        src={demoSource(locale, device)}
        loading="lazy"
        title={t('demo.frameTitle', { name })}
        allow="autoplay; microphone"
      />
    </details>
  );
}
