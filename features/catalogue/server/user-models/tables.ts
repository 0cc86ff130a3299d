import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// A corporation's own character models (spec §7 userModel): empty until customers can make their own portraits
// (issue 24 fills it). Each belongs to one corporation and is offered to it beside the platform's cast.

export const userModels = pgTable(
  'user_models',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    /** Session languages the model's voice speaks. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    styles: jsonb('styles').$type<string[]>().notNull(),
    /**
     * `processing` while the portrait is made, `review` while an operator checks it, `rejected` (with a reason),
     * `ready` once approved and usable, `failed` when it could not be made.
     */
    status: text('status').notNull(),
    /** The renderer's parameters once made: a portrait's PortraitRig (components/digital-human/portrait/rig.ts). */
    look: jsonb('look'),
    /** The accepted photo's private file key (lib/server/storage). */
    photoKey: text('photo_key'),
    /**
     * The depicted person's consent, stored with the capture: who they are, the name they typed, the terms' version
     * they accepted, when, and which user recorded it.
     */
    consent: jsonb('consent').$type<{
      personName: string;
      typedName: string;
      termsVersion: string;
      acceptedAt: string;
      recordedBy: string;
    }>(),
    /** Which user made it (shown to operators and on the portrait's record). */
    createdBy: text('created_by'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('user_models_corp_idx').on(t.corpId, t.createdAt)],
);
