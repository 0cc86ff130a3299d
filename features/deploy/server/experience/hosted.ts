import 'server-only';
import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { applications, hostedExperiences } from '../tables';

// What a runtime page needs of its corporation's hosted experience, found from the page's own key in one statement:
// the caller passes the owner as a subquery (an application's here, a session's from the sessions area).

/** The corporation of an application, as a subquery. */
export const corpOfApp = (db: Db, appId: string) =>
  db.select({ corpId: applications.corpId }).from(applications).where(eq(applications.id, appId));

export interface HostedPageTexts {
  endUrl: string;
  title: string;
  content: string;
  buttonText: string;
  errorText: string;
}

/** The hosted experience of the corporation `owner` selects, or null when it has not saved one. */
export async function hostedPageTexts(db: Db, owner: SQLWrapper): Promise<HostedPageTexts | null> {
  const [row] = await db
    .select({
      endUrl: hostedExperiences.endUrl,
      title: hostedExperiences.title,
      content: hostedExperiences.content,
      buttonText: hostedExperiences.buttonText,
      errorText: hostedExperiences.errorText,
    })
    .from(hostedExperiences)
    .where(inArray(hostedExperiences.corpId, owner));
  return row ?? null;
}

/**
 * The embed origins of the corporation whose id `corpId` holds, as an expression another area's statement selects
 * (null when the corporation has not saved its hosted experience): the proxy reads them with the session's standing
 * in one statement.
 */
export const embedOriginsOfCorp = (corpId: SQLWrapper): SQL<string[] | null> =>
  // Qualified by hand: inside a subquery an unqualified column of the outer table would name this table's own.
  sql<string[] | null>`(select ${hostedExperiences.allowedOrigins} from ${hostedExperiences}
    where ${hostedExperiences}.${sql.identifier(hostedExperiences.corpId.name)} = ${corpId})`.mapWith(
    hostedExperiences.allowedOrigins,
  );

/** The embed origins of the corporation `owner` selects (none when it has not saved its hosted experience). */
export async function embedOriginsOfOwner(db: Db, owner: SQLWrapper): Promise<string[]> {
  const [row] = await db
    .select({ origins: hostedExperiences.allowedOrigins })
    .from(hostedExperiences)
    .where(inArray(hostedExperiences.corpId, owner));
  return row?.origins ?? [];
}
