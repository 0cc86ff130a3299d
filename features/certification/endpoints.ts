import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  certificationCounts,
  certificationDecision,
  certificationPaths,
  certificationQueueQuery,
  certificationQueueRow,
  certificationSubmission,
  myCertification,
  rejectCertificationRequest,
  submissionIdRequest,
  submitCertificationRequest,
} from './contract';

// Company certification: the customer's three calls (published) and the reviewers' five (internal).

const tag = 'Company certification';

export const myCertificationEndpoint = defineEndpoint({
  method: 'GET',
  path: certificationPaths.mine,
  summary:
    "The corporation's certification: its state, the latest submission (a failure's reason) and the earlier ones",
  tag,
  audience: 'customer',
  output: myCertification,
});

export const submitCertificationEndpoint = defineEndpoint({
  method: 'POST',
  path: certificationPaths.submit,
  summary:
    'Submit the company for certification (multipart: companyName, creditCode, authenticatorName, contactPhone and the business licence as `file`: jpg, png or pdf, at most 10 MB)',
  description:
    'The credit code is checked by GB 32100-2015 (check character included). Refused with 40900 while a submission is in review or once the corporation is verified.',
  tag,
  audience: 'customer',
  input: submitCertificationRequest,
  multipart: true,
  output: certificationSubmission,
  errors: [ApiCode.conflict, ApiCode.rateLimited],
});

export const myLicenceEndpoint = defineEndpoint({
  method: 'GET',
  path: certificationPaths.licence,
  summary: "The business licence of one of the corporation's submissions (its bytes)",
  tag,
  audience: 'customer',
  input: submissionIdRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg, image/png or application/pdf',
  errors: [ApiCode.notFound],
});

const internal = true;
const review = operatorAudience('certification.review');

export const certificationQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: certificationPaths.queue,
  summary: 'Certification submissions of one status (or all), a page at a time, with the counts per status',
  tag,
  audience: review,
  input: certificationQueueQuery,
  output: pageOf(certificationQueueRow).extend({ counts: certificationCounts }),
  internal,
});

export const certificationDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: certificationPaths.detail,
  summary: "One submission, with its corporation's earlier ones",
  tag,
  audience: review,
  input: submissionIdRequest,
  output: z.object({ submission: certificationQueueRow, history: z.array(certificationSubmission) }),
  errors: [ApiCode.notFound],
  internal,
});

export const operatorLicenceEndpoint = defineEndpoint({
  method: 'GET',
  path: certificationPaths.operatorLicence,
  summary: "A submission's business licence (its bytes)",
  tag,
  audience: review,
  input: submissionIdRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg, image/png or application/pdf',
  errors: [ApiCode.notFound],
  internal,
});

export const approveCertificationEndpoint = defineEndpoint({
  method: 'POST',
  path: certificationPaths.approve,
  summary: 'Approves a submission in review: the corporation is verified; the customer is mailed',
  tag,
  audience: review,
  input: submissionIdRequest,
  output: certificationDecision,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});

export const rejectCertificationEndpoint = defineEndpoint({
  method: 'POST',
  path: certificationPaths.reject,
  summary: 'Rejects a submission in review with a reason the customer reads; they may certify again',
  tag,
  audience: review,
  input: rejectCertificationRequest,
  output: certificationDecision,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});
