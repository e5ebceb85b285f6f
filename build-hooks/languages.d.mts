export function readLanguageTable(): { code: string; previewOnly: boolean }[];
export function withPreviewLanguages(env: Record<string, string | undefined>): boolean;
export function servedLanguageCodes(env: Record<string, string | undefined>): string[];
