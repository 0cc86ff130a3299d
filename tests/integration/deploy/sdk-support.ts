import { hostedExperiences } from '@/features/deploy/server/tables';
import { getDb } from '@/lib/server/db/client';
import { corpIdOf } from './application-rows';

/** The corporation's hosted experience, allowing `origins` to embed its digital humans. */
export async function allowOrigins(email: string, origins: string[]) {
  const db = await getDb();
  const corpId = await corpIdOf(email);
  const values = {
    corpId,
    endUrl: 'https://shop.example/thanks',
    title: 'Welcome',
    content: 'Talk to us',
    buttonText: 'Start',
    errorText: 'Sorry',
    allowedOrigins: origins,
  };
  await db
    .insert(hostedExperiences)
    .values(values)
    .onConflictDoUpdate({ target: hostedExperiences.corpId, set: { allowedOrigins: origins } });
}
