import classes from './marketing.module.css';

export interface StepItem {
  id: string;
  title: string;
  body: string;
}

/** A numbered sequence; the numbers come from CSS counters so the list stays a plain <ol>. */
export function StepList({
  steps,
  headingLevel = 'h3',
}: {
  steps: readonly StepItem[];
  /** h3 under a section's h2 (default); h2 when the list sits right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.id} className={classes.step}>
          <div>
            <Heading className={classes.stepTitle}>{step.title}</Heading>
            <p className={classes.cardBody}>{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
