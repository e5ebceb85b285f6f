/** Types of build-hooks/security-headers.mjs (plain .mjs because next.config.mjs imports it). */
export declare function securityHeaders(
  env: Record<string, string | undefined>,
  mode: { dev: boolean },
): { source: string; headers: { key: string; value: string }[] }[];
