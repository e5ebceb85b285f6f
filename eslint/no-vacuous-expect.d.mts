import type { ESLint, Rule } from 'eslint';

export const vacuousExpectRule: Rule.RuleModule;
export const vacuousExpectPlugin: ESLint.Plugin;
