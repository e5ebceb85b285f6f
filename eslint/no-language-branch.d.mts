import type { ESLint, Rule } from 'eslint';

export function languageBranchRule(codes: readonly string[]): Rule.RuleModule;
export function languageBranchPlugin(codes: readonly string[]): ESLint.Plugin;
