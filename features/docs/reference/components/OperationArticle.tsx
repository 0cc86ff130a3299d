import { getTranslations } from 'next-intl/server';
import { curlExample, exampleRequest, fetchExample } from '../example';
import type { JsonSchema, ReferenceOperation } from '../server/operations';
import { CodeSample } from './CodeSample';
import { SchemaTree } from './SchemaTree';
import { TryIt } from './TryIt';
import classes from './reference.module.css';

interface Props {
  operation: ReferenceOperation;
  schemas: Record<string, JsonSchema>;
  origin: string;
}

/** One operation: what it does, who may call it, its parameters, body, answers, error codes and examples. */
export async function OperationArticle({ operation, schemas, origin }: Props) {
  const t = await getTranslations('ApiReference');
  const example = exampleRequest(operation, schemas);
  const required = t('required');
  const search = [operation.method, operation.path, operation.summary, operation.id, operation.tag]
    .join(' ')
    .toLowerCase();
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const exampleQuery = example.url.split('?')[1] ?? '';
  return (
    <article id={operation.id} className={classes.operation} data-search={search}>
      <h3 className={classes.signature}>
        <span className={classes.method} data-method={operation.method}>
          {operation.method}
        </span>
        <a href={`#${operation.id}`} className={classes.path}>
          {operation.path}
        </a>
      </h3>
      <p>
        <strong>{operation.summary}</strong>
      </p>
      {operation.description ? <p>{operation.description}</p> : null}
      <p>
        {t('audience.label')}: <strong>{t(`audience.${operation.audience}`)}</strong>
      </p>
      {operation.parameters.length ? (
        <>
          <h4>{t('parameters')}</h4>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>{t('name')}</th>
                <th>{t('in')}</th>
                <th>{t('type')}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required ? <span className={classes.required}> {required}</span> : null}
                    {parameter.description ? (
                      <div className={classes.description}>{parameter.description}</div>
                    ) : null}
                  </td>
                  <td>{parameter.in}</td>
                  <td>
                    <SchemaTree schema={parameter.schema} schemas={schemas} requiredLabel={required} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4>
            {t('requestBody')} <code className={classes.limits}>{operation.body.contentType}</code>
          </h4>
          <SchemaTree schema={operation.body.schema} schemas={schemas} requiredLabel={required} />
        </>
      ) : null}
      <h4>{t('responses')}</h4>
      {operation.responses.map((response) =>
        // Every error answers the one envelope the page's introduction draws once ({ code, message, data }): drawing
        // its tree under each of some 700 error statuses made the page megabytes long.
        Number(response.status) >= 400 || !response.schema ? (
          <p key={response.status} className={classes.errorStatus}>
            <strong>HTTP {response.status}</strong> {response.description}
          </p>
        ) : (
          <details key={response.status}>
            <summary>
              <strong>HTTP {response.status}</strong> {response.description}
            </summary>
            <SchemaTree schema={response.schema} schemas={schemas} requiredLabel={required} />
          </details>
        ),
      )}
      <p>
        {t('errorCodes')}:{' '}
        {operation.errorCodes.map((code, index) => (
          <span key={code}>
            {index ? ', ' : ''}
            <a href={`errors#code-${code}`}>{code}</a>
          </span>
        ))}
      </p>
      <CodeSample code={curlExample(example, origin)} label="curl" copy={t('copy')} copied={t('copied')} />
      <CodeSample
        code={fetchExample(example, origin)}
        label="JavaScript fetch"
        copy={t('copy')}
        copied={t('copied')}
      />
      {operation.audience !== 'appKey' && !example.multipart ? (
        <TryIt
          method={operation.method}
          path={operation.path}
          pathParameters={operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)}
          query={query.length ? exampleQuery : ''}
          {...(example.body !== undefined ? { body: example.body } : {})}
          text={{
            open: t('tryIt.open'),
            send: t('tryIt.send'),
            token: t('tryIt.token'),
            tokenHint: t('tryIt.tokenHint'),
            query: t('tryIt.query'),
            body: t('tryIt.body'),
            status: t('tryIt.status'),
            headers: t('tryIt.headers'),
            response: t('tryIt.response'),
            failed: t('tryIt.failed'),
          }}
        />
      ) : null}
    </article>
  );
}
