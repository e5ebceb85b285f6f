export interface BuildStampOptions {
  root?: string;
  now?: Date;
  readGit?: (args: string[]) => string;
}
export function withPreviewFeatures(env: Record<string, string | undefined>): boolean;
export function buildStamp(
  env: Record<string, string | undefined>,
  options?: BuildStampOptions,
): { commit: string; branch: string; time: string };
export function previewEnv(
  env: Record<string, string | undefined>,
  options?: BuildStampOptions,
): Record<string, string>;
