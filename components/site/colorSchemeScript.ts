/**
 * Mantine's ColorSchemeScript is a client component, so rendering it would ship its module to every page. This
 * is the same script as a string: it sets `data-mantine-color-scheme` before first paint, reading the choice
 * Mantine's provider stores (console pages), else the system preference.
 */
export const COLOR_SCHEME_SCRIPT = `try{var s=localStorage.getItem('mantine-color-scheme-value');var c=s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',c)}catch(e){}`;
