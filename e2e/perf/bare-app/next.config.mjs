/** Next.js defaults, on purpose: without this file the build would pick up the project's own config. */
const nextConfig = {};
export default nextConfig;
