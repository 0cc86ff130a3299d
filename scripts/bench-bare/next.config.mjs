// The bare Next app `npm run bench:load` measures our routes against: Next's defaults, nothing of ours. It is built
// in a temporary folder that reaches the repository's node_modules through a link, so Turbopack's root must hold
// both (BENCH_BARE_ROOT, set by the script).
const config = { turbopack: { root: process.env.BENCH_BARE_ROOT || process.cwd() } };
export default config;
