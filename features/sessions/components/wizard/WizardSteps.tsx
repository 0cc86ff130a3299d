import { useTranslations } from 'next-intl';
import classes from './WizardSteps.module.css';

const STEPS = ['character', 'background', 'voice', 'configure', 'done'] as const;

/** The wizard's five steps, the current one marked for assistive technology too. */
export function WizardSteps({ current }: { current: 1 | 2 | 3 | 4 | 5 }) {
  const t = useTranslations('SessionsWizard.steps');
  return (
    <nav aria-label={t('label')}>
      <ol className={classes.bar}>
        {STEPS.map((step, i) => {
          const n = i + 1;
          const state = n < current ? classes.done : n === current ? classes.current : '';
          return (
            <li
              key={step}
              className={`${classes.step} ${state}`}
              aria-current={n === current ? 'step' : undefined}
            >
              <span className={classes.label}>{t(step)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
