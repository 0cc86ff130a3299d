/** One link of the console menu, its label already translated (the console layout reads the areas' entries). */
export interface ConsoleMenuLink {
  label: string;
  href: string;
}

/** The visitor's path without the locale segment that the proxy's rewrite adds. */
export const visitorPath = (pathname: string) => pathname.replace(/^\/(zh|en)(?=\/|$)/, '') || '/';
