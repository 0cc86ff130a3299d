// The page's own place among pages, apart so that tests can stand in for the browser's navigation.

/** Inside another page's frame (an embed): the embedding page owns the navigation. */
export const isFramed = () => window.top !== window.self;

export const goTo = (url: string) => window.location.assign(url);
