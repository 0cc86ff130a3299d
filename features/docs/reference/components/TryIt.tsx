'use client';

import { withBasePath } from '@/lib/config/base-path';
import { useId, useState, type ReactNode } from 'react';
import classes from './reference.module.css';

// Sends the documented call from the page: same origin only, the documented method and path (the reader fills in
// path parameters and the query, never the host), with the web session cookie and `x-dh-client: web`, or a pasted
// token instead. Operator endpoints are not in the public document, so they are never offered here.

export interface TryItText {
  open: string;
  send: string;
  token: string;
  tokenHint: string;
  query: string;
  body: string;
  status: string;
  headers: string;
  response: string;
  failed: string;
}

interface Props {
  method: string;
  path: string;
  pathParameters: string[];
  query: string;
  body?: string;
  text: TryItText;
}

interface Answer {
  status: number;
  headers: string;
  body: string;
}

function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function TryIt({ method, path, pathParameters, query: initialQuery, body: initialBody, text }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState(initialQuery);
  const [body, setBody] = useState(initialBody ?? '');
  const [token, setToken] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        {text.open}
      </button>
    );

  const send = async () => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
    const search = query.trim().replace(/^\?/, '');
    const headers: Record<string, string> = { 'x-dh-client': 'web' };
    if (token.trim()) headers.authorization = `Bearer ${token.trim()}`;
    if (initialBody !== undefined) headers['content-type'] = 'application/json';
    setBusy(true);
    setError(false);
    try {
      const response = await fetch(withBasePath(`/api${filled}${search ? `?${search}` : ''}`), {
        method,
        headers,
        credentials: 'same-origin',
        ...(initialBody !== undefined ? { body } : {}),
      });
      const headerLines = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
      setAnswer({ status: response.status, headers: headerLines, body: pretty(await response.text()) });
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={classes.tryIt}>
      {pathParameters.map((name) => (
        <Field key={name} label={name}>
          {(id) => (
            <input
              id={id}
              required
              className={classes.input}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
            />
          )}
        </Field>
      ))}
      <Field label={text.query}>
        {(id) => (
          <input
            id={id}
            className={classes.input}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        )}
      </Field>
      {initialBody !== undefined ? (
        <Field label={text.body}>
          {(id) => (
            <textarea
              id={id}
              className={classes.input}
              rows={Math.min(12, body.split('\n').length + 1)}
              style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label={text.token} hint={text.tokenHint}>
        {(id) => (
          <input
            id={id}
            className={classes.input}
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.currentTarget.value)}
          />
        )}
      </Field>
      <p>
        <button
          type="button"
          className={`${classes.button} ${classes.primary}`}
          onClick={send}
          disabled={busy}
        >
          {text.send}
        </button>
      </p>
      {error ? <p style={{ color: 'var(--mantine-color-red-9)' }}>{text.failed}</p> : null}
      {answer ? (
        <section aria-live="polite">
          <p>
            <strong>
              {text.status}: <span data-testid="try-status">{answer.status}</span>
            </strong>
          </p>
          <p>
            <strong>{text.headers}</strong>
          </p>
          <pre tabIndex={0} className={classes.code}>
            {answer.headers}
          </pre>
          <p>
            <strong>{text.response}</strong>
          </p>
          <pre tabIndex={0} className={classes.code} data-testid="try-body">
            {answer.body}
          </pre>
        </section>
      ) : null}
    </div>
  );
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {hint ? <div className={classes.limits}>{hint}</div> : null}
      {children(id)}
    </div>
  );
}
