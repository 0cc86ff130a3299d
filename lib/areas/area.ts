// What a console area adds to the whole application, declared in its own folder in two files, each gathered by one
// root list:
// - `features/<area>/area.ts` (`Area`, gathered by `areas.ts`): its menu entries, its pages (what the route table
//   needs) and its environment variables. Plain data that imports nothing: the proxy reads it on every page request.
// - `features/<area>/area-messages.ts` (`AreaMessages`, gathered by `area-messages.ts`, keyed by the area's name):
//   its message catalogues (server messages included), ≈250 KB of JSON together, which the proxy must not bundle.
// So a new area edits no shared file but those two lists, and `area-messages.ts` fails to compile until it lists
// the messages of every area `areas.ts` lists (and of no other).

/** One link of the console menu (spec §2). */
export interface AreaMenuEntry {
  /** A full message key, `Namespace.key`, of the area's own catalogue (translated by the console layout). */
  label: string;
  href: string;
  /**
   * Its place in the menu: entries of all areas are sorted by it. The spec's order, by tens: home 0, sessions 10,
   * create session 20, knowledge base 30, unanswered 40, resources 50, debug 60, analytics 70, hosted experience 80,
   * build your own 90, SDK guide 100, (docs 110, forum 120, account 130, billing 140,) contact us 200.
   */
  slot: number;
}

/** The area's pages, by the route-table list they join (lib/routing/route-table.ts). */
export interface AreaRoutes {
  /** Desktop pages that need a session. */
  desktopLogin?: readonly string[];
  /** /mobile pages that need a session. */
  mobileLogin?: readonly string[];
  /** Parameterised /mobile pages that need a session; `:x` stands for one path segment. */
  mobileLoginPatterns?: readonly string[];
  /** The operators' back office (desktop only, the operator's own sign-in). */
  operator?: readonly string[];
}

/** One environment variable the area reads: `.env.example` lists it and the area's README explains it. */
export interface AreaEnvVar {
  name: string;
  /** As the README's table shows it (`unset`, a value, or how it is derived). */
  default: string;
  meaning: string;
  /** The value the browser tests' server runs with (playwright.config.ts), when not the default. */
  e2e?: string;
}

/** A catalogue part, `{ Namespace: { … } }`. The areas' `ApiServer` and `Validation` parts merge into the shared ones. */
export type CataloguePart = Readonly<Record<string, unknown>>;

export interface Area {
  /** The feature folder's name. */
  name: string;
  menu?: readonly AreaMenuEntry[];
  routes?: AreaRoutes;
  env?: readonly AreaEnvVar[];
}

/** The area's message catalogues, each language's parts (`features/<area>/area-messages.ts`). */
export interface AreaMessages {
  zh: readonly CataloguePart[];
  en: readonly CataloguePart[];
}

/** Keeps the declaration's exact types (its name keys its messages in area-messages.ts). */
export const defineArea = <const A extends Area>(area: A): A => area;

/** Keeps the catalogues' exact types (the catalogue's keys are typed from its message files). */
export const defineAreaMessages = <const M extends AreaMessages>(messages: M): M => messages;
