import classes from './docs.module.css';

/**
 * A guide's HTML in the docs' type (headings, tables, highlighted code). It comes from a Markdown file of the
 * repository (content/docs), reviewed like code, so it is trusted.
 */
export function DocProse({ html }: { html: string }) {
  return <div className={classes.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
