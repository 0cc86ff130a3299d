import { POST as saveRoute } from '@/app/api/management/hostedExperience/save/route';
import { experiencePaths, type ExperienceSaveRequest } from '@/features/deploy/contract/experience';
import { call } from '@/tests/integration/support/api';

export const EXPERIENCE: ExperienceSaveRequest = {
  endUrl: 'https://shop.example.com/thanks',
  title: 'Talk to Acme',
  content: 'Our guide answers your questions.',
  buttonText: 'Start talking',
  errorText: 'Acme is sorry.',
  allowedOrigins: [],
};

export async function saveExperience(token: string, changes: Partial<ExperienceSaveRequest> = {}) {
  const saved = await call(saveRoute, experiencePaths.save, { token, body: { ...EXPERIENCE, ...changes } });
  if (saved.body.code !== 0) throw new Error(`save: ${JSON.stringify(saved.body)}`);
}
