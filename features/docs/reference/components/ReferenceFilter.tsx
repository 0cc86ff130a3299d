'use client';

import { useId, useState } from 'react';
import classes from './reference.module.css';

// Filters the operations already on the page (each carries `data-search`: method, path, summary, operation id), so
// the reference stays one static page and the island holds no copy of the document.

export function ReferenceFilter({
  label,
  placeholder,
  noMatch,
}: {
  label: string;
  placeholder: string;
  noMatch: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [visible, setVisible] = useState<number | null>(null);
  const filter = (value: string) => {
    setQuery(value);
    const words = value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const element of document.querySelectorAll<HTMLElement>('[data-search]')) {
      const text = element.dataset.search ?? '';
      const match = words.every((word) => text.includes(word));
      element.hidden = !match;
      if (match) shown += 1;
    }
    for (const group of document.querySelectorAll<HTMLElement>('[data-tag-group]'))
      group.hidden = !group.querySelector('[data-search]:not([hidden])');
    setVisible(words.length ? shown : null);
  };
  return (
    <div role="search">
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        className={classes.input}
        type="search"
        placeholder={placeholder}
        value={query}
        onChange={(event) => filter(event.currentTarget.value)}
      />
      <p aria-live="polite" style={{ minHeight: '1.5em', margin: '0.25rem 0' }}>
        {visible === 0 ? noMatch : ''}
      </p>
    </div>
  );
}
