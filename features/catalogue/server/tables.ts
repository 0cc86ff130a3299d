import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '@/lib/server/db/columns';

// Tables of the catalogue: the characters and scenes the server offers, seeded at every start from the code's cast
// and scenes (seed.ts).

export const catalogueCharacters = pgTable('catalogue_characters', {
  characterCode: text('character_code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  gender: text('gender').notNull(),
  ageGroup: text('age_group').notNull(),
  styles: jsonb('styles').$type<string[]>().notNull(),
  ttsId: text('tts_id').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  /** The renderer's parameters. */
  look: jsonb('look').notNull(),
  sort: integer('sort').notNull(),
  /** A character taken out of the catalogue stays for the sessions that use it but is no longer offered. */
  retired: boolean('retired').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const catalogueBackgrounds = pgTable('catalogue_backgrounds', {
  backgroundCode: text('background_code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind').notNull(),
  tone: text('tone').notNull(),
  /** The character styles a scene suits; the list for a character puts matching scenes first. */
  styles: jsonb('styles').$type<string[]>().notNull(),
  sort: integer('sort').notNull(),
  retired: boolean('retired').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
