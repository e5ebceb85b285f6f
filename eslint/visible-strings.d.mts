import type { ESLint, Rule } from 'eslint';

export const visibleStringsRule: Rule.RuleModule;
export const visibleStringsPlugin: ESLint.Plugin;
