import { describe, expect, it } from 'vitest';
import { GET as licenceRoute } from '@/app/api/management/certification/licence/route';
import { GET as mineRoute } from '@/app/api/management/certification/query/route';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import { POST as approveRoute } from '@/app/api/operator/certifications/approve/route';
import { GET as detailRoute } from '@/app/api/operator/certifications/detail/route';
import { GET as operatorLicenceRoute } from '@/app/api/operator/certifications/licence/route';
import { POST as rejectRoute } from '@/app/api/operator/certifications/reject/route';
import { GET as queueRoute } from '@/app/api/operator/certifications/route';
import type { CertificationQueueRow, MyCertification } from '@/features/certification/contract';
import type { AuditRow } from '@/features/operator/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, outbox } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { IMAGES } from '@/tests/integration/storage/images';
import { FIELDS, getBytes, PDF_BYTES, submit } from './certification-support';

const mine = async (token: string) =>
  (await call<MyCertification>(mineRoute, '/management/certification/query', { token })).body.data;

const decide = (route: typeof approveRoute, path: string, cookie: string, body: object) =>
  call<{ id: string; status: string }>(route, path, { ...asOperator(cookie), body });

describe('company certification', () => {
  it('starts unverified; a valid submission is in authentication with its fields and licence', async () => {
    const customer = await loggedInAccount();
    expect(await mine(customer.token)).toEqual({ state: 'unverified', current: null, history: [] });

    // Typed in lower case with spaces: the same code.
    const sent = await submit(customer.token, { fields: { creditCode: '9111 0108 5513 8508 2q' } });
    expect(sent.body.code).toBe(0);
    expect(sent.body.data).toMatchObject({
      ...FIELDS,
      status: 'submitted',
      licence: { name: 'licence.png', mimeType: 'image/png', size: IMAGES.png.bytes.byteLength },
      reason: null,
    });
    const state = await mine(customer.token);
    expect(state.state).toBe('submitted');
    expect(state.current?.id).toBe(sent.body.data.id);

    // The corporation reads its own licence back, privately.
    const bytes = await getBytes(
      licenceRoute,
      '/management/certification/licence',
      { id: sent.body.data.id },
      { token: customer.token },
    );
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect(bytes.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(IMAGES.png.bytes);

    // A second submission while in review is refused.
    const again = await submit(customer.token);
    expect(again.body.code).toBe(ApiCode.conflict);
  });

  it('refuses a wrong check character, O for 0, a wrong length, each with the message key of its field', async () => {
    const customer = await loggedInAccount();
    for (const creditCode of ['91110108551385082A', '9111O108551385082Q', '91110108551385082']) {
      const sent = await submit(customer.token, { fields: { creditCode } });
      expect(sent.body.code, creditCode).toBe(ApiCode.validation);
      expect(JSON.stringify(sent.body.data)).toContain('creditCode');
    }
    const wrong = await submit(customer.token, { fields: { creditCode: '91110108551385082A' } });
    // The field's message is a key of the Validation catalogue: the form shows it in the customer's language.
    expect(wrong.body.data).toEqual({ fields: [{ field: 'creditCode', message: 'creditCodeInvalid' }] });
    const missing = await submit(customer.token, { fields: { authenticatorName: ' ' } });
    expect(missing.body.code).toBe(ApiCode.validation);
    expect((await mine(customer.token)).state).toBe('unverified');
  });

  it('checks the licence by its content: a pdf passes, text named .pdf or .png does not', async () => {
    const customer = await loggedInAccount();
    const text = new Uint8Array(Buffer.from('this is not a licence, only text\n'));
    for (const name of ['licence.pdf', 'licence.png']) {
      const refused = await submit(customer.token, { file: { bytes: text, name, type: 'application/pdf' } });
      expect(refused.body.code, name).toBe(ApiCode.validation);
      expect(refused.body.message).toMatch(/jpg, png or pdf/);
    }
    const empty = await submit(customer.token, { file: { bytes: new Uint8Array(), name: 'x.png' } });
    expect(empty.body.code).toBe(ApiCode.validation);
    const gif = await submit(customer.token, { file: { bytes: IMAGES.gif.bytes, name: 'licence.gif' } });
    expect(gif.body.code).toBe(ApiCode.validation);

    const pdf = await submit(customer.token, { file: { bytes: PDF_BYTES, name: 'scan.png' } });
    expect(pdf.body.code).toBe(0);
    expect(pdf.body.data.licence.mimeType).toBe('application/pdf');
  });

  it('reject with a reason → the customer is told → certifies again → approved → verified for good', async () => {
    const reviewer = await signedInOperator('reviewer');
    const customer = await loggedInAccount();
    const first = (await submit(customer.token)).body.data;

    const queue = await call<Page<CertificationQueueRow> & { counts: Record<string, number> }>(
      queueRoute,
      '/operator/certifications',
      { ...asOperator(reviewer.cookie), query: { status: 'submitted', pageSize: '100' } },
    );
    expect(queue.body.code).toBe(0);
    expect(queue.body.data.list.find((row) => row.id === first.id)).toMatchObject({
      corpId: customer.user.corpId,
      accountEmail: customer.email,
      creditCode: FIELDS.creditCode,
    });
    expect(queue.body.data.counts.submitted).toBeGreaterThanOrEqual(1);

    const noReason = await decide(rejectRoute, '/operator/certifications/reject', reviewer.cookie, {
      id: first.id,
      reason: '   ',
    });
    expect(noReason.body.code).toBe(ApiCode.validation);
    const rejected = await decide(rejectRoute, '/operator/certifications/reject', reviewer.cookie, {
      id: first.id,
      reason: 'The licence photo is blurred.',
    });
    expect(rejected.body.data).toEqual({ id: first.id, status: 'failed' });
    const failedMail = (await outbox(customer.email)).at(-1);
    expect(failedMail?.subject).toMatch(/certification failed/);
    expect(failedMail?.text).toContain('The licence photo is blurred.');
    const failed = await mine(customer.token);
    expect(failed).toMatchObject({ state: 'failed', current: { reason: 'The licence photo is blurred.' } });

    const second = (await submit(customer.token, { file: { bytes: IMAGES.jpg.bytes, name: 'sharp.jpg' } }))
      .body.data;
    expect(second.status).toBe('submitted');
    const detail = await call<{ history: { id: string; reason: string | null }[] }>(
      detailRoute,
      '/operator/certifications/detail',
      { ...asOperator(reviewer.cookie), query: { id: second.id } },
    );
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({ id: first.id, reason: 'The licence photo is blurred.' }),
    ]);
    const approved = await decide(approveRoute, '/operator/certifications/approve', reviewer.cookie, {
      id: second.id,
    });
    expect(approved.body.data).toEqual({ id: second.id, status: 'verified' });
    expect((await outbox(customer.email)).at(-1)?.subject).toMatch(/company is certified/);

    const verified = await mine(customer.token);
    expect(verified.state).toBe('verified');
    expect(verified.history.map((row) => row.status)).toEqual(['failed']);
    // Verified is final in the console: a new submission is refused.
    expect((await submit(customer.token)).body.code).toBe(ApiCode.conflict);
    // Decided once: deciding again is a conflict.
    const late = await decide(rejectRoute, '/operator/certifications/reject', reviewer.cookie, {
      id: second.id,
      reason: 'Too late',
    });
    expect(late.body.code).toBe(ApiCode.conflict);

    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(reviewer.cookie),
      query: { objectType: 'certification', objectId: second.id },
    });
    expect(log.body.data.list.map((row) => row.action).sort()).toEqual([
      'certification.approve',
      'certification.submit',
    ]);
  });

  it('support is refused the queue and the decisions; the licence is the corporation’s and the operators’ only', async () => {
    const support = await signedInOperator('support');
    const reviewer = await signedInOperator('reviewer');
    const customer = await loggedInAccount();
    const other = await loggedInAccount();
    const sent = (await submit(customer.token)).body.data;

    const queue = await call(queueRoute, '/operator/certifications', asOperator(support.cookie));
    expect(queue.body.code).toBe(ApiCode.forbidden);
    const approve = await decide(approveRoute, '/operator/certifications/approve', support.cookie, {
      id: sent.id,
    });
    expect(approve.body.code).toBe(ApiCode.forbidden);

    const stranger = await getBytes(
      licenceRoute,
      '/management/certification/licence',
      { id: sent.id },
      { token: other.token },
    );
    expect(((await stranger.json()) as { code: number }).code).toBe(ApiCode.notFound);
    const anonymous = await getBytes(licenceRoute, '/management/certification/licence', { id: sent.id }, {});
    expect(((await anonymous.json()) as { code: number }).code).not.toBe(0);

    const forReviewer = await getBytes(
      operatorLicenceRoute,
      '/operator/certifications/licence',
      { id: sent.id },
      { cookie: reviewer.cookie },
    );
    expect(forReviewer.status).toBe(200);
    expect(forReviewer.headers.get('content-type')).toBe('image/png');
  });

  it('two reviewers deciding at once: exactly one wins, the other is told it was decided', async () => {
    const [a, b] = await Promise.all([signedInOperator('reviewer'), signedInOperator('admin')]);
    const customer = await loggedInAccount();
    const sent = (await submit(customer.token)).body.data;
    const answers = await Promise.all([
      decide(approveRoute, '/operator/certifications/approve', a.cookie, { id: sent.id }),
      decide(rejectRoute, '/operator/certifications/reject', b.cookie, { id: sent.id, reason: 'No.' }),
      decide(approveRoute, '/operator/certifications/approve', b.cookie, { id: sent.id }),
    ]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, ApiCode.conflict, ApiCode.conflict]);
    const winner = answers.find((answer) => answer.body.code === 0)!.body.data.status;
    expect((await mine(customer.token)).state).toBe(winner);
    const mails = (await outbox(customer.email)).filter((mail) => /certif/i.test(mail.subject));
    expect(mails).toHaveLength(1);
  });
});
